import TrellisData
import TrellisViews

/// Feeds the header's display values through a ``TrellisData/ViewModelController`` and
/// hands the header the changes it reports (Facebook's view-model controller and its
/// delegate): each new set of values becomes the model's next version, and the header
/// repaints only the properties the controller says changed.
///
/// Values are applied in the order given, by one task; the controller's changes reach the
/// header on the main actor, then `didChange` runs (the screen asks for a redraw).
@MainActor
final class CatDetailHeaderPresenter {
    let controller = ViewModelController<CatDetailHeaderModel>()
    private let models: AsyncStream<CatDetailHeaderModel>.Continuation
    private var tasks: [Task<Void, Never>] = []
    private var last: CatDetailHeaderModel?

    init(header: CatDetailHeaderView, didChange: @escaping @MainActor () -> Void) {
        let (stream, continuation) = AsyncStream.makeStream(of: CatDetailHeaderModel.self)
        models = continuation
        let controller = controller
        let changes = controller.changes()
        tasks.append(
            Task {
                var version = 0
                for await model in stream {
                    // Versions only grow, so the controller never refuses one as stale.
                    version += 1
                    _ = try? await controller.apply(model.withVersion(version))
                }
            })
        tasks.append(
            Task { [weak self, weak header] in
                do {
                    for try await change in changes {
                        guard let header else { return }
                        header.apply(change)
                        didChange()
                    }
                } catch {
                    // The header fell more than the buffer behind: show the latest model whole.
                    guard let id = self?.last?.id, let model = await controller.model(id) else { return }
                    header?.apply(.inserted(model))
                    didChange()
                }
            })
    }

    isolated deinit {
        models.finish()
        for task in tasks { task.cancel() }
    }

    /// Shows these values (nothing happens when they are the ones shown last).
    func show(_ model: CatDetailHeaderModel) {
        guard model != last else { return }
        last = model
        models.yield(model)
    }
}
