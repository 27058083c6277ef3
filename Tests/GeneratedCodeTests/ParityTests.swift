import Bindery
import Testing

/// The behaviours users relied on in KVO-era libraries (RZDataBinding, IQDataBinding), through generated code.
@MainActor
struct ParityTests {
    private func bind(_ download: Download, _ row: DownloadRow) -> DownloadRowBinding {
        DownloadRowBinding(download: download, row: row, totalChanged: { _ in }, sizesChanged: {})
    }

    @Test func aChainOfBindingAndObserverCallsTheEndOnce() {
        let download = Download()
        let row = DownloadRow()
        let binding = bind(download, row)
        var calls: [String] = []
        let token = row.observe(\.title) { calls.append($0.new) }
        download.title = "report"
        #expect(calls == ["REPORT"])
        _ = (binding, token)
    }

    @Test func assigningTheSameValueAHundredTimesSetsTheTargetOnce() {
        let download = Download()
        let row = DownloadRow()
        let binding = bind(download, row)
        var writes = 0
        let token = row.observe(\.title) { _ in writes += 1 }
        for _ in 0..<100 { download.title = "same" }
        #expect(writes == 1)
        _ = (binding, token)
    }

    @Test func bindingTheSameModelTwiceKeepsBothWorking() {
        let download = Download()
        let first = DownloadRow()
        let second = DownloadRow()
        let bindings = [bind(download, first), bind(download, second)]
        download.title = "twice"
        #expect(first.title == "TWICE" && second.title == "TWICE")
        bindings[0].cancel()
        download.title = "once"
        #expect(first.title == "TWICE" && second.title == "ONCE")
    }

    @Test func aBatchOfSourceChangesReachesASeveralSourceTargetOnceWithTheFinalValues() {
        let download = Download(totalBytes: 100)
        let row = DownloadRow()
        let binding = bind(download, row)
        var summaries: [String] = []
        let token = row.observe(\.summary) { summaries.append($0.new) }
        Bindery.batch {
            download.title = "movie"
            download.writtenBytes = 50
        }
        #expect(summaries == ["movie: 50%"])
        _ = (binding, token)
    }
}
