import OpenCombine

// Peers written as their documentation shows: OpenCombine (Combine's API) and Swift's Observation.

/// `@Published` and `sink`, Combine's usual observed property.
final class PublishedCounter: ObservableObject {
    @Published var value = 0
}

final class PublishedSource: ObservableObject {
    @Published var x = 0
}

final class PublishedTarget: ObservableObject {
    @Published var y = 0
}

/// A sum kept current by a sink on each input (OpenCombine has no `CombineLatest`); `@Published` sinks run before
/// the store, so each uses the value it receives.
final class PublishedSum: ObservableObject {
    @Published var a = 0
    @Published var b = 0
    @Published var c = 0
    @Published private(set) var total = 0
    private var cancellables: [AnyCancellable] = []

    init() {
        cancellables = [
            $a.dropFirst().sink { [unowned self] in total = $0 + b + c },
            $b.dropFirst().sink { [unowned self] in total = a + $0 + c },
            $c.dropFirst().sink { [unowned self] in total = a + b + $0 },
        ]
    }
}

final class PublishedTen: ObservableObject {
    @Published var a = 0
    @Published var b = 0
    @Published var c = 0
    @Published var d = 0
    @Published var e = 0
    @Published var f = 0
    @Published var g = 0
    @Published var h = 0
    @Published var i = 0
    @Published var j = 0
}

/// A two-way link in Combine: a sink each way and a flag against the echo (Combine has no two-way binding).
final class PublishedTwoWay {
    let left = PublishedSource()
    let right = PublishedTarget()
    private var isWriting = false
    private var cancellables: [AnyCancellable] = []

    init() {
        cancellables.append(
            left.$x.dropFirst().sink { [unowned self] value in
                guard !isWriting else { return }
                isWriting = true
                right.y = value
                isWriting = false
            })
        cancellables.append(
            right.$y.dropFirst().sink { [unowned self] value in
                guard !isWriting else { return }
                isWriting = true
                left.x = value
                isWriting = false
            })
    }
}
