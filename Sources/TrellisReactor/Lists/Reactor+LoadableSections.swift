import TrellisDiff
import TrellisLists

extension Reactor {
    /// Drives `dataSource` from the ``Loadable`` sections at `keyPath`, one way: the
    /// reactor's state says where loading stands, and the data source's loading machine,
    /// placeholder and batches follow it.
    ///
    /// - `loading` shows the loading placeholder (given a `noContentTitle`, by AAPL's
    ///   rule), never "no content";
    /// - `loaded` shows the sections as **one** batch, or the no-content placeholder when
    ///   every section is empty; every later state is a minimal batch (TrellisDiff);
    /// - `refreshing` keeps the content on screen;
    /// - `failed` shows the error placeholder, its message the failure's.
    ///
    /// The data source's own `loadContent()` is the one way to ask for a load (the list's
    /// first show, a segment's selection, a screen appearing, `setNeedsLoadContent()` on
    /// `r`): it sends `load` while the state is `notLoaded`, nothing while a load is under
    /// way, and `refresh` once one has ended. The reactor decides what loading means and
    /// never sees a repeated request; the app holds no `LoadingToken`. Bind before the data
    /// source loads; the data source's `contentLoader` is the
    /// binding's until the observation is cancelled.
    ///
    /// ```swift
    /// struct State: Equatable, Sendable {
    ///     var breeds: Loadable<[Breed]> = .notLoaded
    ///     var sections: Loadable<[BreedSection]> { breeds.map { [BreedSection(rows: $0)] } }
    /// }
    ///
    /// reactor.bindSections(\.sections, to: dataSource, load: .load, refresh: .refresh).store(in: bag)
    /// dataSource.setNeedsLoadContent()   // sends .load; the state's .loading shows the spinner
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: Where the state holds the sections and how far they have loaded.
    ///   - dataSource: The data source to drive; a plain `SectionedDataSource` will do.
    ///   - load: The action the data source's first load sends.
    ///   - refresh: The action a later load (a refresh) sends; `load` when `nil`.
    ///   - animated: Whether batches after the first content animate.
    /// - Returns: The observation; cancelling it ignores a load still under way and
    ///   clears the data source's `contentLoader`.
    /// - Complexity: Per change, as `SectionedChangeSet.init(from:to:)`.
    public func bindSections<Section: ReactorSection>(
        _ keyPath: KeyPath<State, Loadable<[Section]>> & Sendable,
        to dataSource: SectionedDataSource<Section.Header, Section.Item>,
        load: Action,
        refresh: Action? = nil,
        animated: Bool = true
    ) -> ObservationToken {
        let binding = LoadableBinding<SectionedDataSource<Section.Header, Section.Item>, [ArraySection<Section.Header, Section.Item>]>(
            dataSource: dataSource, animated: animated,
            show: { $0.setSections($1, animated: $2) },
            isEmpty: { $0.allSatisfy(\.elements.isEmpty) })
        return bind(dataSource, binding, load: load, refresh: refresh) { state in
            state[keyPath: keyPath].map { $0.map(\.arraySection) }
        }
    }

    /// Drives the flat list `dataSource` from the ``Loadable`` items at `keyPath`, one
    /// way, as ``bindSections(_:to:load:refresh:animated:)`` drives a sectioned one:
    /// `loading` shows the loading placeholder, `loaded` the items as one batch (or the
    /// no-content placeholder when there are none) and then minimal batches, `refreshing`
    /// keeps them, `failed` shows the error placeholder with the failure's text. The data
    /// source's own first load sends `load`, a later one `refresh`.
    ///
    /// ```swift
    /// struct State: Sendable { var cats: Loadable<[Cat]> = .notLoaded }
    ///
    /// reactor.bindItems(\.cats, to: dataSource, load: .load).store(in: bag)
    /// ```
    ///
    /// - Returns: The observation; cancelling it ignores a load still under way and
    ///   clears the data source's `contentLoader`.
    /// - Complexity: Per change, as `ChangeSet.init(from:to:)`.
    public func bindItems<Item: Identifiable & Equatable>(
        _ keyPath: KeyPath<State, Loadable<[Item]>> & Sendable,
        to dataSource: BasicDataSource<Item>,
        load: Action,
        refresh: Action? = nil,
        animated: Bool = true
    ) -> ObservationToken {
        let binding = LoadableBinding<BasicDataSource<Item>, [Item]>(
            dataSource: dataSource, animated: animated,
            show: { $0.setItems($1, animated: $2) },
            isEmpty: \.isEmpty)
        return bind(dataSource, binding, load: load, refresh: refresh) { $0[keyPath: keyPath] }
    }

    /// The action a bound data source's load request sends, read from the state alone:
    /// `load` while nothing has been asked for, nothing while a load is under way (the
    /// request is already being answered, so a reactor never sees a repeat), `refresh`
    /// (or `load`) once a load has ended.
    static func loadRequest<Content>(for content: Loadable<Content>, load: Action, refresh: Action?) -> Action? {
        switch content {
        case .notLoaded: load
        case .loading, .refreshing: nil
        case .loaded, .failed: refresh ?? load
        }
    }

    /// Makes `binding` follow `content` of every state, and the data source's loads send
    /// `load` (the first) or `refresh`.
    private func bind<Source: DataSource, Content: Equatable>(
        _ dataSource: Source,
        _ binding: LoadableBinding<Source, Content>,
        load: Action,
        refresh: Action?,
        content: @escaping @MainActor (State) -> Loadable<Content>
    ) -> ObservationToken {
        dataSource.contentLoader = { [weak self] in
            guard let self, let action = Self.loadRequest(for: content(currentState), load: load, refresh: refresh) else { return }
            send(action)
        }
        let observation = observe { state in binding.follow(content(state)) }
        return ObservationToken { [weak dataSource] in
            observation.cancel()
            binding.stop()
            dataSource?.contentLoader = nil
        }
    }
}
