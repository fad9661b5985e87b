import Testing

@testable import TrellisLists

/// Where the list machinery's reports go. One serialized suite for both reporters (the
/// misuse handler and the collection view's bad-batch handler): each test redirects the
/// process's standard streams, so two must never run at once.
@MainActor
@Suite(.serialized) struct ListMisuseTests {
    /// Standard output is where a terminal host draws: a report there would tear the screen.
    @Test func theLoggingHandlerWritesToStandardErrorNotStandardOutput() {
        let misuse = ListMisuse(kind: .tokenCompletedTwice, dataSource: "Cats [loadingContent]", message: "marker-7d1f")
        let streams = capturingStandardStreams { ListMisuse.loggingHandler(misuse) }
        #expect(streams.error.contains("marker-7d1f"))
        #expect(!streams.output.contains("marker-7d1f"))
    }

    @Test func aCollectionViewsBadBatchReportGoesToStandardErrorByDefault() {
        let view = CollectionView(dataSource: BasicDataSource<Cat>(scheduler: ManualScheduler()), registry: CellRegistry())
        let streams = capturingStandardStreams { view.badBatchHandler("marker-9c2e") }
        #expect(streams.error.contains("marker-9c2e"))
        #expect(!streams.output.contains("marker-9c2e"))
    }
}
