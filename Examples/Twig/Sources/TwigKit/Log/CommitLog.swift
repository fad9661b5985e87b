import Trellis

/// A repository's history as a data source (AAPL's `AAPLBasicDataSource` with its loading
/// machine): the first commits arrive as the load's content, so the first screen shows as
/// soon as git has printed them; the rest stream in behind them as a second load
/// (`refreshingContent`, AAPL's state for content that is being brought up to date), each
/// batch appended as one change, so the log is usable, and `End` and search work on what
/// has arrived, while it loads.
///
/// An empty repository is AAPL's no-content state; a failure is its error state, with
/// the commits read before it kept.
@MainActor
public final class CommitLog: BasicDataSource<Commit> {
    /// The repository read.
    public let repository: GitRepository
    /// The history read: HEAD's, every ref's, or one ref's.
    public let revisions: GitRepository.Revisions
    /// The paths whose commits alone are read (none: every commit).
    public let paths: [String]
    /// Whether commits are still arriving.
    public private(set) var isReading = false
    /// Why the last read stopped early, if it did.
    public private(set) var failure: (any Error)?
    /// Called on the main actor after each batch and when the read ends: the count line follows it.
    public var onProgress: @MainActor () -> Void = {}
    private var reading: Task<Void, Never>?
    /// The width of the widest graph row read so far, in cells.
    public private(set) var graphWidth = 0
    /// The graph's lanes after the last commit read.
    private var graph = CommitGraph()

    /// The history of `repository` that `revisions` names (only the commits that changed
    /// `paths`, when given), read when first shown.
    public init(
        repository: GitRepository, revisions: GitRepository.Revisions = .head, paths: [String] = [],
        scheduler: any MainScheduler = TaskScheduler.shared
    ) {
        self.repository = repository
        self.revisions = revisions
        self.paths = paths
        super.init(scheduler: scheduler)
        setPlaceholders(
            noContent: "No Commits Yet", message: "The repository has no history to show.",
            error: "Unable To Read The History")
    }

    /// Reads the history again from the start.
    public override func loadContent() {
        reading?.cancel()
        let stream = repository.log(revisions, paths: paths)
        isReading = true
        failure = nil
        graph = CommitGraph()
        graphWidth = 0
        loadContent { first in
            reading = Task { [weak self] in
                var rest: LoadingToken<CommitLog>?
                do {
                    for try await commits in stream {
                        guard let self, !Task.isCancelled else { return }
                        let batch = self.drawGraph(commits)
                        if rest == nil {
                            first.updateWithContent { $0.setItems(batch, animated: false) }
                            self.loadContent { rest = $0 }
                        } else {
                            self.append(contentsOf: batch)
                        }
                        self.onProgress()
                    }
                    guard let self, !Task.isCancelled else { return }
                    if let rest { rest.done() } else { first.updateWithNoContent { $0.setItems([], animated: false) } }
                    self.finishReading(nil)
                } catch {
                    guard let self, !Task.isCancelled else { return }
                    (rest ?? first).done(error: error)
                    self.finishReading(error)
                }
            }
        }
    }

    /// The commits with their graph rows, the lanes moved on past them.
    private func drawGraph(_ commits: [Commit]) -> [Commit] {
        commits.map { commit in
            var drawn = commit
            drawn.graph = graph.row(for: commit)
            graphWidth = max(graphWidth, drawn.graph.count)
            return drawn
        }
    }

    private func finishReading(_ error: (any Error)?) {
        isReading = false
        failure = error
        onProgress()
    }

    /// Stops reading (the commits read so far stay).
    public func stopReading() {
        reading?.cancel()
        reading = nil
        if isReading { finishReading(nil) }
    }

    /// "1,234 commits", with "reading…" while more arrive.
    public var countLine: String {
        let count = items.count.formatted(.number.grouping(.automatic))
        let noun = items.count == 1 ? "commit" : "commits"
        if isReading { return "\(count) \(noun) · reading…" }
        if let failure { return "\(count) \(noun) · stopped: \(failure)" }
        return "\(count) \(noun)"
    }
}
