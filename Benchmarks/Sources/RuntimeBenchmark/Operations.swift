import OpenCombine

// Every case sets and gets through a function the optimizer may not inline, so each pays the same call and none
// can be folded away (a plain set in a loop otherwise becomes a single store).

@inline(never) func set(_ counter: DidSetCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: PlainCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: Counter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: MacroCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: ObservedCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: PublishedCounter, _ value: Int) { counter.value = value }
@inline(never) func set(_ counter: DidSetFanOut, _ value: Int) { counter.value = value }
@inline(never) func send(_ subject: CurrentValueSubject<Int, Never>, _ value: Int) { subject.send(value) }
@inline(never) func get(_ counter: PlainCounter) -> Int { counter.value }
@inline(never) func get(_ counter: Counter) -> Int { counter.value }
@inline(never) func get(_ counter: MacroCounter) -> Int { counter.value }
@inline(never) func get(_ counter: ObservedCounter) -> Int { counter.value }

@inline(never) func set(_ source: Source, _ value: Int) { source.x = value }
@inline(never) func set(_ source: WeakForwardingSource, _ value: Int) { source.x = value }
@inline(never) func set(_ source: UnownedForwardingSource, _ value: Int) { source.x = value }
@inline(never) func set(_ source: PublishedSource, _ value: Int) { source.x = value }
@inline(never) func set(_ source: MacroSource, _ value: Int) { source.x = value }
@inline(never) func set(_ left: TwoWayLeft, _ value: Int) { left.x = value }

@inline(never) func set(_ inputs: Inputs, _ value: Int) { inputs.b = value }
@inline(never) func set(_ inputs: DidSetSum, _ value: Int) { inputs.b = value }
@inline(never) func set(_ inputs: PublishedSum, _ value: Int) { inputs.b = value }
@inline(never) func set(_ inputs: MacroSum, _ value: Int) { inputs.b = value }

@inline(never) func setAll(_ ten: TenProperties, _ value: Int) {
    ten.a = value
    ten.b = value
    ten.c = value
    ten.d = value
    ten.e = value
    ten.f = value
    ten.g = value
    ten.h = value
    ten.i = value
    ten.j = value
}

@inline(never) func setAllInBatch(_ ten: TenProperties, _ value: Int) {
    ten.batch { ten in setAll(ten, value) }
}
