import TrellisData
import TrellisViews

/// The detail screen's header: the breed's name, the favorite button and a short line
/// (origin · coat) above the Details / Sightings control, laid out with the constraint
/// DSL by ``CatDetailMetrics`` and styled from the theme.
///
/// It shows a ``CatDetailHeaderModel`` through the changes a
/// ``TrellisData/ViewModelController`` reports: an insert sets every label; an update sets
/// only the labels of the properties that changed (toggling the favorite repaints the
/// button and nothing else).
///
/// ```swift
/// header.apply(.updated(model, properties: ["isFavorite"]))   // only the button's title is set
/// ```
@MainActor
public final class CatDetailHeaderView: View {
    public let nameLabel: Label
    public let favoriteButton: Button
    public let lineLabel: Label
    public let segmentedControl: SegmentedControl
    let theme: Theme
    /// The properties whose labels were set, in order (what a change repainted).
    public private(set) var repainted: [String] = []

    /// A header styled by `theme`, laid out by `metrics`.
    public init(theme: Theme, metrics: CatDetailMetrics = CatDetailMetrics()) {
        self.theme = theme
        nameLabel = theme.label(.title)
        favoriteButton = Button(title: FavoriteButtonReactor.title(isFavorite: false), payload: CatDetailReactor.Action.toggleFavorite)
        favoriteButton.style = theme[.button]
        lineLabel = theme.label(.secondary)
        segmentedControl = theme.segmentedControl(titles: CatDetailSegment.allCases.map(\.title))
        super.init()
        key = "header"
        nameLabel.key = "name"
        favoriteButton.key = "favorite"
        lineLabel.key = "line"
        segmentedControl.key = "segments"
        for view in [nameLabel, favoriteButton, lineLabel, segmentedControl] as [View] { addSubview(view) }
        makeConstraints(metrics)
    }

    private func makeConstraints(_ metrics: CatDetailMetrics) {
        favoriteButton.constraints.make { make in
            make.top.equalToSuperview().offset(metrics.topPadding)
            make.right.equalToSuperview().inset(metrics.horizontalPadding)
        }
        nameLabel.constraints.make { make in
            make.top.equalTo(favoriteButton.constraints.top)
            make.left.equalToSuperview().offset(metrics.horizontalPadding)
            make.right.lessThanOrEqualTo(favoriteButton.constraints.left).offset(-metrics.nameToButtonSpacing)
            make.height.equalTo(1)
        }
        lineLabel.constraints.make { make in
            make.top.equalTo(nameLabel.constraints.bottom).offset(metrics.spacingBelowName)
            make.left.equalTo(nameLabel.constraints.left)
            make.right.lessThanOrEqualToSuperview().inset(metrics.horizontalPadding)
            make.height.equalTo(1)
        }
        segmentedControl.constraints.make { make in
            make.top.equalTo(lineLabel.constraints.bottom).offset(metrics.spacingAboveSegments)
            make.left.equalTo(nameLabel.constraints.left)
            make.bottom.equalToSuperview()
        }
    }

    /// Shows what the view-model controller reported.
    public func apply(_ change: ViewModelChange<CatDetailHeaderModel>) {
        switch change {
        case .inserted(let model):
            for property in CatDetailHeaderModel.properties { show(property.name, of: model) }
        case .updated(let model, let properties):
            for property in properties { show(property, of: model) }
        case .deleted:
            break
        }
    }

    private func show(_ property: String, of model: CatDetailHeaderModel) {
        switch property {
        case "name": nameLabel.text = model.name
        case "line": lineLabel.text = model.line
        case "isFavorite":
            favoriteButton.title = FavoriteButtonReactor.title(isFavorite: model.isFavorite)
            favoriteButton.style = theme[FavoriteButtonReactor.styleName(isFavorite: model.isFavorite)]
        default: return
        }
        repainted.append(property)
    }
}
