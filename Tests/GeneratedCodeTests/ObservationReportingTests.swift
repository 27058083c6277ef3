import Foundation
import Observation
import Testing

/// What Swift's Observation hears from a model with `observation: true`, as a SwiftUI view would, compared with an
/// `@Observable` class:
/// - a computed property makes the reader depend on every stored property its expression reads, whether Bindery
///   caches it (an observer, a binding or another computed property reads it) or not, and when it reads nothing but
///   the model's own stored properties (which Bindery evaluates over the storage);
/// - a set of an equal value reports no change, observed by Bindery or not.
@MainActor
@Suite struct ObservationReportingTests {
    @Test func aComputedPropertyThatBinderyObservesStillTellsObservationWhatItReads() {
        let download = Download(totalBytes: 100)
        var progress: [Double] = []
        let token = download.observe(\.progress) { progress.append($0.new) }
        let fired = changeReported { _ = download.progress }
        download.writtenBytes = 50
        #expect(fired.isRaised)
        #expect(progress == [0.5])
        token.cancel()
    }

    @Test func aComputedPropertyOfTheModelsOwnStoredPropertiesTellsObservationWhatItReads() {
        let score = Score()
        let unobserved = changeReported { _ = score.played }
        score.wins = 1
        #expect(unobserved.isRaised)

        let token = score.observe(\.played) { _ in }
        let observed = changeReported { _ = score.played }
        score.losses = 1
        #expect(observed.isRaised)
        #expect(score.played == 2)
        token.cancel()
    }

    @Test func aComputedPropertyOverAnArrayOfModelsAndAReferenceTellsObservationOfWhatItReadsThere() {
        let todos = [Todo(title: "write"), Todo(title: "test")]
        let member = Member(name: "Ada")
        let project = Project(name: "Home", todos: todos, owner: member)
        // Bindery caches both: an observer of the one, a binding reading the other.
        let token = project.observe(\.headline) { _ in }
        let binding = OpenCount(project: project, cell: Cell())

        let unread = changeReported { _ = project.headline }
        todos[0].title = "written"  // the expression reads `done`, not `title`
        #expect(!unread.isRaised)

        let done = changeReported { _ = project.headline }
        todos[1].done = true
        #expect(done.isRaised)
        #expect(project.headline == "Home: 1 open")

        let renamed = changeReported { _ = project.ownerName }
        member.name = "Grace"
        #expect(renamed.isRaised)
        #expect(project.ownerName == "Grace")
        token.cancel()
        binding.cancel()
    }

    @Test func aSetOfAnEqualValueReportsNoChangeAsAnObservableClassDoes() {
        let download = Download(tags: ["a"])
        let unobserved = changeReported {
            _ = download.title
            _ = download.tags
        }
        download.title = "Untitled"
        download.tags = ["a"]
        #expect(!unobserved.isRaised)

        let token = download.observe(\.title) { _ in }
        let observed = changeReported { _ = download.title }
        download.title = "Untitled"
        #expect(!observed.isRaised)
        download.title = "Report"
        #expect(observed.isRaised)
        token.cancel()
    }
}

/// Runs `read` under Swift's Observation, as SwiftUI runs a view's body: the flag is raised when Observation reports
/// a change of anything `read` read.
@MainActor
private func changeReported(_ read: () -> Void) -> Flag {
    let reported = Flag()
    withObservationTracking(read) { reported.raise() }
    return reported
}
