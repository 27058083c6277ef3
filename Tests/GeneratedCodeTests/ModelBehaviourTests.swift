import Bindery
import Foundation
import Observation
import Testing

/// SPEC part 2, model by model, through the generated API only.
@MainActor
@Suite struct ModelBehaviourTests {
    /// `var onTap: @escaping TapHandler`: the initializer stores a closure whose type is a typealias of a function
    /// type, and the property calls it.
    @Test func theInitializerStoresAClosureOfAFunctionTypealias() {
        var taps: [Int] = []
        let tapper = Tapper(onTap: { taps.append($0) }, onHold: { taps.append(-$0) })
        tapper.onTap(1)
        tapper.onHold(2)
        Tapper(onTap: { taps.append($0 * 10) }).onTap(3)
        #expect(taps == [1, -2, 30])
    }

    @Test func theInitializerTakesEveryStoredPropertyWithDefaultsAndOptionalsLeftOut() {
        let download = Download()
        #expect(download.title == "Untitled")
        #expect(download.celsius == 20)
        #expect(download.owner == nil)
        let id = UUID()
        let user = User(id: id)
        #expect(user.id == id && user.name == "" && user.email == nil)
        let named = Download(title: "A", writtenBytes: 1, totalBytes: 2, celsius: 3, tags: ["t"], owner: user)
        #expect(named.title == "A" && named.totalBytes == 2 && named.tags == ["t"] && named.owner === user)
    }

    @Test func settingNotifiesWithOldAndNewValuesAndEqualValuesNotifyNobody() {
        let download = Download()
        var changes: [Change<String>] = []
        let token = download.observe(\.title) { changes.append($0) }
        download.title = "A"
        download.title = "A"
        download.title = "B"
        #expect(changes.map(\.old) == ["Untitled", "A"])
        #expect(changes.map(\.new) == ["A", "B"])
        #expect(changes.allSatisfy { $0.kind == .setting && !$0.isPrior })
        token.cancel()

        // The same holds for a type the generator cannot tell is Equatable, a Hashable model: Swift finds `==`.
        let owner = User(id: UUID(), name: "Ann")
        var ownerChanges = 0
        let ownerToken = download.observe(\.owner) { _ in ownerChanges += 1 }
        download.owner = owner
        download.owner = owner
        download.owner = User(id: owner.id, name: "Ann")
        #expect(ownerChanges == 1)
        ownerToken.cancel()
    }

    @Test func initialAndPriorOptions() {
        let download = Download()
        var changes: [Change<Int64>] = []
        let token = download.observe(\.totalBytes, options: [.initial, .prior]) { changes.append($0) }
        download.totalBytes = 5
        #expect(changes.count == 3)
        #expect(changes[0].old == nil && changes[0].new == 0)
        #expect(changes[1].isPrior && changes[1].old == 0)
        #expect(!changes[2].isPrior && changes[2].old == 0 && changes[2].new == 5)
        token.cancel()
    }

    @Test func aCancelledOrReleasedTokenStopsItsObservation() {
        let download = Download()
        var calls = 0
        let token = download.observe(\.title) { _ in calls += 1 }
        download.title = "A"
        token.cancel()
        token.cancel()
        download.title = "B"
        var released: ObservationToken? = download.observe(\.title) { _ in calls += 1 }
        _ = released
        released = nil
        download.title = "C"
        #expect(calls == 1)
    }

    @Test func aHandlerGivenItsTokenCanStopTheObservationFromItsInitialCall() {
        let download = Download(title: "Done")
        var titles: [String] = []
        let token = download.observe(\.title, options: .initial) { change, token in
            titles.append(change.new)
            if change.new == "Done" { token.cancel() }
        }
        download.title = "Again"
        #expect(titles == ["Done"])
        #expect(!token.isActive)
    }

    @Test func arrayMutatorsAreNamedLikeArraysOwnAndReportTheirKindAndIndexes() {
        let download = Download(tags: ["a", "b"])
        var changes: [(kind: ChangeKind, old: [String]?, new: [String])] = []
        let token = download.observe(\.tags) { changes.append(($0.kind, $0.old, $0.new)) }
        download.insertTags("x", at: 1)
        #expect(download.tags == ["a", "x", "b"])
        download.insertTags(contentsOf: ["y", "z"], at: 0)
        #expect(download.tags == ["y", "z", "a", "x", "b"])
        download.appendTags("c")
        download.appendTags(contentsOf: ["d", "e"])
        #expect(download.tags == ["y", "z", "a", "x", "b", "c", "d", "e"])
        let removed = download.removeTags(at: 0)
        #expect(removed == "y" && download.tags == ["z", "a", "x", "b", "c", "d", "e"])
        download.removeTags(at: IndexSet([0, 2]))
        #expect(download.tags == ["a", "b", "c", "d", "e"])
        download.replaceTags(at: 1, with: "B")
        #expect(download.tags == ["a", "B", "c", "d", "e"])
        download.removeAllTags()
        #expect(download.tags.isEmpty)
        download.tags = ["q"]
        #expect(
            changes.map(\.kind) == [
                .insertion([1]), .insertion(IndexSet(integersIn: 0..<2)), .insertion([5]),
                .insertion(IndexSet(integersIn: 6..<8)), .removal([0]), .removal([0, 2]), .replacement([1]),
                .removal(IndexSet(integersIn: 0..<5)), .setting,
            ])
        #expect(changes[0].old == ["a", "b"] && changes[0].new == ["a", "x", "b"])
        #expect(changes.last?.old == [] && changes.last?.new == ["q"])
        token.cancel()
    }

    @Test func anArrayEditThatChangesNothingNotifiesNoOne() {
        let download = Download(tags: ["a"])
        var kinds: [ChangeKind] = []
        let token = download.observe(\.tags) { kinds.append($0.kind) }
        download.appendTags(contentsOf: [])
        download.insertTags(contentsOf: [], at: 1)
        download.removeTags(at: IndexSet())
        download.removeAllTags()
        download.removeAllTags()
        #expect(download.tags.isEmpty)
        #expect(kinds == [.removal([0])])
        token.cancel()
    }

    @Test func anEditAfterABatchSetTheArrayAwayAndBackIsDelivered() {
        let download = Download(tags: ["a"])
        var changes: [(old: [String]?, new: [String])] = []
        let token = download.observe(\.tags) { changes.append(($0.old, $0.new)) }
        Bindery.batch {
            download.tags = ["b"]
            download.tags = ["a"]
            download.appendTags("c")
        }
        #expect(changes.count == 1)
        #expect(changes.first?.old == ["a"] && changes.first?.new == ["a", "c"])
        token.cancel()
    }

    /// A batch's edits are compared with the value before the batch once it ends, as its sets are; outside a batch
    /// every edit is a change of its own, delivered with its kind, and an edit that undoes a value someone has seen
    /// is delivered even in a batch.
    @Test func aBatchWhoseArrayEditsEndWhereTheyStartedNotifiesNobody() {
        let download = Download(tags: ["x"])
        var changes: [Change<[String]>] = []
        let token = download.observe(\.tags) { changes.append($0) }
        Bindery.batch {
            download.appendTags("a")
            download.removeTags(at: 1)
        }
        Bindery.batch {
            download.tags = ["x", "a"]
            download.removeTags(at: 1)
        }
        Bindery.batch {
            download.appendTags("a")
            download.tags = ["x"]
        }
        Bindery.batch { download.removeTags(at: IndexSet()) }
        #expect(changes.isEmpty)
        // One edit in a batch keeps its kind; several are a setting, from the value before the batch.
        Bindery.batch { download.appendTags("b") }
        Bindery.batch {
            download.insertTags("c", at: 0)
            download.appendTags("d")
        }
        #expect(changes.map(\.kind) == [.insertion([1]), .setting])
        #expect(changes.last?.old == ["x", "b"] && changes.last?.new == ["c", "x", "b", "d"])
        changes = []
        download.removeTags(at: IndexSet([3]))
        #expect(changes.map(\.kind) == [.removal([3])])
        changes = []
        let title = download.observe(\.title) { _ in
            download.appendTags("a")
            Bindery.batch { _ = download.removeTags(at: 3) }
        }
        download.title = "edited"
        #expect(changes == [Change(old: ["c", "x", "b"], new: ["c", "x", "b"])])
        title.cancel()
        token.cancel()
    }

    @Test func arrayMutatorsOnAModelNobodyObservesStillStoreAndReportToSwiftObservation() {
        let download = Download(tags: ["b"])
        let fired = Flag()
        withObservationTracking {
            _ = download.tags
        } onChange: {
            fired.raise()
        }
        download.insertTags("a", at: 0)
        download.replaceTags(at: 1, with: "c")
        download.removeTags(at: IndexSet([0]))
        #expect(download.tags == ["c"])
        #expect(fired.isRaised)
    }

    @Test func computedPropertiesNotifyWhenADependencyChangesTheirValue() {
        let download = Download(totalBytes: 100)
        var values: [Double] = []
        let token = download.observe(\.progress) { values.append($0.new) }
        download.writtenBytes = 50
        download.title = "unrelated"
        download.writtenBytes = 50
        download.totalBytes = 200
        #expect(values == [0.5, 0.25])
        token.cancel()
    }

    @Test func aBatchNotifiesEachObserverOnceWithTheValueBeforeAndTheLastValue() {
        let download = Download()
        var changes: [Change<String>] = []
        var progress: [Double] = []
        let tokens = [
            download.observe(\.title) { changes.append($0) },
            download.observe(\.progress) { progress.append($0.new) },
        ]
        download.batch { download in
            download.title = "A"
            download.title = "B"
            download.totalBytes = 10
            download.writtenBytes = 5
        }
        #expect(changes.count == 1 && changes.first?.old == "Untitled" && changes.first?.new == "B")
        #expect(progress == [0.5])
        download.batch { download in
            download.title = "C"
            download.title = "B"
        }
        #expect(changes.count == 1)
        for token in tokens { token.cancel() }
    }

    @Test func observersAreHeldWeaklyAndForgottenWhenTheyGoAway() {
        final class Recorder: DownloadObserver {
            var titles: [String] = []
            func download(_ download: Download, didChangeTitle change: Change<String>) {
                titles.append(change.new)
            }
        }
        let download = Download()
        var recorder: Recorder? = Recorder()
        weak let weakRecorder = recorder
        if let recorder { download.addObserver(recorder) }
        download.title = "A"
        #expect(recorder?.titles == ["A"])
        recorder = nil
        #expect(weakRecorder == nil)
        download.title = "B"
    }

    @Test func equatableHashableAndCodableAreImplementedOverStoredProperties() throws {
        let id = UUID()
        let user = User(id: id, name: "Ada", email: nil)
        let same = User(id: id, name: "Ada")
        #expect(user == same)
        #expect(user.hashValue == same.hashValue)
        same.email = "ada@example.com"
        #expect(user != same)
        let decoded = try JSONDecoder().decode(User.self, from: JSONEncoder().encode(same))
        #expect(decoded == same)
        let author = Author(id: 1, name: "Le Guin", default: true)
        #expect(try JSONDecoder().decode(Author.self, from: JSONEncoder().encode(author)) == author)
    }

    /// `genres: Set<Genre>` is a type of the user's, whose conformances generated code requires at the spec: it is
    /// compared, hashed, encoded and decoded as any other property.
    @Test func aPropertyOfTheUsersTypeIsComparedHashedAndCoded() throws {
        let author = Author(id: 1, name: "Le Guin", genres: [.fiction, .poetry])
        let same = Author(id: 1, name: "Le Guin", genres: [.poetry, .fiction])
        #expect(author == same)
        #expect(author.hashValue == same.hashValue)
        same.genres = [.fiction]
        #expect(author != same)
        let decoded = try JSONDecoder().decode(Author.self, from: JSONEncoder().encode(author))
        #expect(decoded.genres == [.fiction, .poetry])
        let loan = Loan(genre: .poetry)
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(loan)) as? [String: Any]
        #expect(encoded?["genre"] as? String == "poetry")
    }

    @Test func aModelWithNoStoredPropertyIsEqualHashedAndCodedAsEmpty() throws {
        #expect(Stamp() == Stamp())
        #expect(Stamp().hashValue == Stamp().hashValue)
        let data = try JSONEncoder().encode(Stamp())
        #expect(String(decoding: data, as: UTF8.self) == "{}")
        #expect(try JSONDecoder().decode(Stamp.self, from: data) == Stamp())
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Stamp.self, from: Data("[]".utf8)) }
    }

    @Test func aTuplePropertyIsComparedElementByElement() {
        #expect(Series(span: (first: .poetry, count: 2)) == Series(span: (first: .poetry, count: 2)))
        #expect(Series(span: (first: .poetry, count: 2)) != Series(span: (first: .fiction, count: 2)))
        #expect(Series(span: (first: .poetry, count: 2)) != Series(span: (first: .poetry, count: 3)))
    }

    @Test func encodableOrDecodableAloneIsImplementedOverStoredProperties() throws {
        let loan = Loan(borrower: "Ged", days: 7, receipt: Receipt(number: 42))
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(loan)) as? [String: Any]
        #expect(encoded?["borrower"] as? String == "Ged")
        #expect(encoded?["days"] as? Int == 7)
        #expect((encoded?["receipt"] as? [String: Any])?["number"] as? Int == 42)
        let notice = try JSONDecoder().decode(Notice.self, from: Data(#"{"text": "Closed", "urgent": true}"#.utf8))
        #expect(notice.text == "Closed" && notice.urgent)
    }

    /// Declared in extensions of their own at the spec's lines, as Bindery cannot see the protocols.
    @Test func aModelConformsToProtocolsOfTheUsersAsItsSpecSays() {
        let edition = Edition(title: "Earthsea")
        let catalogued: any Catalogued = edition
        #expect(catalogued.title == "Earthsea")
        let shelved: any Shelved = edition
        edition.shelf = "B"
        #expect(shelved.shelf == "B")
    }

    @Test func keywordNamedPropertiesWork() {
        let author = Author(id: 1, name: "N")
        var seen: [Bool] = []
        let token = author.observe(\.default) { seen.append($0.new) }
        author.default = true
        #expect(seen == [true])
        token.cancel()
    }

    @Test func anOptionalConstantWithoutDefaultMayBeLeftOutOfTheInitializer() {
        #expect(Author(id: 1, name: "N").pseudonym == nil)
        #expect(Author(id: 2, name: "M", nickname: nil, pseudonym: "P").pseudonym == "P")
    }

    @Test func computedPropertiesOverComputedOnesFollowTheStoredOnes() {
        let shelf = Shelf()
        var empty: [Bool] = []
        let token = shelf.observe(\.isEmpty) { empty.append($0.new) }
        shelf.insertBooks("Dune", at: 0)
        #expect(shelf.count == 1 && shelf.heading == "Unsorted (books)")
        #expect(empty == [false])
        token.cancel()
    }

    @Test func swiftObservationSeesReadsAndWrites() {
        let download = Download()
        let fired = Flag()
        withObservationTracking {
            _ = download.title
        } onChange: {
            fired.raise()
        }
        download.title = "Changed"
        #expect(fired.isRaised)
    }

    @Test func modelsOutsideTheMainActorWithoutObservationStillNotify() {
        let counter = Counter()
        var values: [Int] = []
        let token = counter.observe(\.value) { values.append($0.new) }
        counter.value = 3
        #expect(values == [3])
        token.cancel()
    }

    /// Specs/Spellings.bind declares `café` spelt with U+00E9 and `café` spelt with `e` and U+0301: two properties,
    /// as in Swift, each generated under its own spelling (the file compiling is most of the test).
    @Test func namesSpeltWithDifferentScalarsAreDifferentProperties() {
        let spelling = Spelling()
        #expect(spelling.sum == 21)
        #expect(spelling == Spelling())
    }

    @Test func nothingIsLeaked() {
        weak var weakDownload: Download?
        weak var weakRow: DownloadRow?
        do {
            let download = Download()
            let row = DownloadRow()
            let binding = DownloadRowBinding(download: download, row: row, totalChanged: { _ in }, sizesChanged: {})
            binding.attach(to: row)
            _ = download.observe(\.title) { _ in _ = download }
            weakDownload = download
            weakRow = row
        }
        #expect(weakRow == nil)
        #expect(weakDownload == nil)
    }
}

/// A flag an `@Sendable` closure can raise; `Mutex` would need macOS 15.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.withLock { raised = true }
    }

    var isRaised: Bool { lock.withLock { raised } }
}
