import CatsAPI
import TrellisData
import TrellisDiff
import TrellisLists

/// A data source that loads one detail section on its own through the catalog (AAPL's
/// `loadContentWithBlock:` with `AAPLDataAccessManager`): it follows a
/// `cacheThenNetwork` stream, ends its load with the first value, and shows later values
/// (the server's answer after the cached one) through the diff.
///
/// Inside a ``TrellisLists/ComposedDataSource`` its first update waits for its siblings,
/// so Details shows its facts and its description together once both have loaded.
///
/// ```swift
/// let facts = CatalogSectionDataSource(load: { catalog.breed(3, policy: .cacheThenNetwork) }) {
///     CatDetailSection.facts(of: $0, styles: styles)
/// }
/// facts.setNeedsLoadContent()
/// ```
@MainActor
public final class CatalogSectionDataSource<Value: Sendable>: SectionedDataSource<CatDetailSection.Kind, CatDetailItem> {
    private let load: @MainActor () -> AsyncThrowingStream<Loaded<Value>, any Error>
    private let makeSection: @MainActor (Value) -> CatDetailSection
    private var task: Task<Void, Never>?
    /// How many loads were started: a segment that was never shown has started none.
    public private(set) var loadCount = 0
    /// Called after each value is shown (the host redraws: it did not come from a key).
    public var didShowValue: @MainActor () -> Void = {}

    /// A data source whose section `makeSection` makes from each value `load`'s stream sends.
    public init(scheduler: any MainScheduler = TaskScheduler.shared,
                load: @escaping @MainActor () -> AsyncThrowingStream<Loaded<Value>, any Error>,
                makeSection: @escaping @MainActor (Value) -> CatDetailSection) {
        self.load = load
        self.makeSection = makeSection
        super.init(scheduler: scheduler)
    }

    isolated deinit { task?.cancel() }

    public override func loadContent() {
        loadCount += 1
        task?.cancel()
        let stream = load()
        loadContent { loading in
            task = Task { [weak self] in
                var first = true
                do {
                    for try await loaded in stream {
                        guard let self else { break }
                        let sections = [self.makeSection(loaded.value)].filter { !$0.items.isEmpty }
                            .map { ArraySection(model: $0.kind, elements: $0.items) }
                        if first {
                            first = false
                            let update: @MainActor (CatalogSectionDataSource) -> Void = { $0.setSections(sections, animated: false) }
                            if sections.isEmpty { loading.updateWithNoContent(update) } else { loading.updateWithContent(update) }
                        } else {
                            self.setSections(sections)
                        }
                        self.didShowValue()
                    }
                    if first { loading.updateWithNoContent { $0.setSections([], animated: false) } }
                } catch {
                    guard first else { return }
                    if error is CancellationError || Task.isCancelled { return loading.ignore() }
                    self?.errorMessage = String(describing: error)
                    loading.done(error: error)
                    self?.didShowValue()
                }
            }
        }
    }

    public override func resetContent() {
        task?.cancel()
        task = nil
        super.resetContent()
    }
}
