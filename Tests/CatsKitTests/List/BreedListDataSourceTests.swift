import Testing
import TrellisLists

@testable import CatsKit

/// Collects list misuse reports (written on the main actor only).
private final class MisuseReports: @unchecked Sendable {  // touched on the main actor only, by the test and the data source
    var reports: [ListMisuse] = []
}

@MainActor
@Suite struct BreedListDataSourceTests {
    /// `r` pressed twice before the breeds arrive starts a second load while the first
    /// waits; the first token is superseded, which is normal, not misuse (in a debug build
    /// a misuse report stops the app in `assertionFailure`).
    @Test func reloadingTwiceBeforeTheBreedsArriveReportsNoMisuse() {
        let reports = MisuseReports()
        let list = BreedListDataSource(segment: .all, scheduler: ManualScheduler())
        list.misuseHandler = { misuse in MainActor.assumeIsolated { reports.reports.append(misuse) } }
        list.loadContent()
        list.loadContent()
        list.loadContent()
        #expect(list.loadingState == .loadingContent)
        #expect(reports.reports.isEmpty, "\(reports.reports)")
    }
}
