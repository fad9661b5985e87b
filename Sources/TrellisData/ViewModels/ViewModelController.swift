/// Holds the current version of each view model and tells observers exactly what changed
/// (Facebook's `FBViewModelController` and its delegate).
///
/// ```swift
/// let controller = ViewModelController<CatHeader>()
/// let changes = controller.changes()
/// try await controller.apply(header)                                  // .inserted
/// try await controller.update(header.id) { $0.with(isFavorite: true) } // .updated(["isFavorite"]), version + 1
/// ```
public actor ViewModelController<Model: ViewModel> {
    var models: [Model.ID: Model] = [:]
    let events: ModelEvents<ViewModelChange<Model>>

    /// An empty controller; each observer buffers up to `bufferLimit` changes.
    public init(bufferLimit: Int = 4096) {
        events = ModelEvents(bufferLimit: bufferLimit)
    }

    /// Every change from now on, in order.
    public nonisolated func changes() -> AsyncThrowingStream<ViewModelChange<Model>, any Error> {
        events.subscribe()
    }

    /// The current version of the model with this id.
    public func model(_ id: Model.ID) -> Model? { models[id] }

    /// Inserts a model, or replaces the held one with a newer version.
    ///
    /// - Returns: the change observers were told; `nil` when the newer version changed no property.
    /// - Throws: ``ViewModelError/staleVersion(id:held:offered:)`` when `model` is not newer.
    @discardableResult
    public func apply(_ model: Model) throws(ViewModelError) -> ViewModelChange<Model>? {
        guard let held = models[model.id] else {
            models[model.id] = model
            return publish(.inserted(model))
        }
        guard model.version > held.version else {
            throw .staleVersion(id: "\(model.id)", held: held.version, offered: model.version)
        }
        models[model.id] = model
        let changed = Model.changedProperties(from: held, to: model)
        return changed.isEmpty ? nil : publish(.updated(model, properties: changed))
    }

    /// Makes the next version of a held model with `change`, and applies it.
    ///
    /// - Returns: the new version.
    @discardableResult
    public func update(_ id: Model.ID, _ change: (Model) -> Model) throws(ViewModelError) -> Model {
        guard let held = models[id] else { throw .unknown(id: "\(id)") }
        let next = change(held).withVersion(held.version + 1)
        try apply(next)
        return next
    }

    /// Removes the model with this id; nothing happens if none is held.
    public func remove(_ id: Model.ID) {
        guard models.removeValue(forKey: id) != nil else { return }
        _ = publish(.deleted(id))
    }

    func publish(_ change: ViewModelChange<Model>) -> ViewModelChange<Model> {
        events.send(change)
        return change
    }
}
