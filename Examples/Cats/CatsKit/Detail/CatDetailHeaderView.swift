import TrellisReactor
import TrellisViews

/// The detail screen's header: the breed's name, the favorite button, a short line
/// (origin · coat) and the favorite count (`♥ 12`), above the Details / Sightings
/// control, laid out with the constraint DSL by ``CatDetailMetrics`` and styled from the
/// theme.
///
/// It has two arrangements (``Arrangement``): two rows (name and button, then line and
/// count) and, from ``CatDetailMetrics/wideArrangementMinimumWidth`` columns, one row. The
/// layout pass tells it its width (``layoutSubviews()``); when the width crosses the
/// threshold it remakes its constraints for the other arrangement, as Masonry's
/// `mas_remakeConstraints` does, and only then. The button's width follows its title
/// through `mas_updateConstraints`: one constraint, its constant changed. Priorities decide
/// what gives way when the row is short: the line first, then the name; never the count or
/// the button (`CatDetailHeaderView+Layout.swift`).
///
/// The header is bound to the button's ``FavoriteButtonReactor``, as Drrrible's like
/// button view is to its reactor: the button follows its state, and a press
/// (``FavoriteButtonReactor/Action/toggle``) travels up the responder chain to it. The
/// name and the line follow ``CatDetailReactor`` (``CatDetailView`` binds them). Each
/// label is set only when what it shows changes: toggling the favorite repaints the
/// button and nothing else.
///
/// ```swift
/// header.reactor = detail.favoriteButton
/// detail.observe(\.name) { [header] in header.show(name: $0) }.store(in: bag)
/// ```
@MainActor
public final class CatDetailHeaderView: View, ReactorView {
    public let reactorBinding = ReactorBinding<FavoriteButtonReactor>()
    public let nameLabel: Label
    public let favoriteButton: Button
    public let lineLabel: Label
    /// How many people favorited the breed, right under the button.
    public let countLabel: Label
    public let segmentedControl: SegmentedControl
    let theme: Theme
    let metrics: CatDetailMetrics
    /// The arrangement the header's constraints describe now.
    public internal(set) var arrangement = Arrangement.narrow
    /// How many times the header remade its constraints for another arrangement.
    public internal(set) var arrangementRemakes = 0
    /// Where the header reports its constraints, with their keys, after its first layout
    /// and each time it remakes or updates them (`cats --debug-layout` sends them to the
    /// log). `nil`, the default, reports nothing.
    public var layoutReport: (@MainActor (String) -> Void)?
    var hasReportedLayout = false
    /// The labels set, in order (`name`, `line`, `count`, `isFavorite`): what each change repainted.
    public private(set) var repainted: [String] = []

    /// A header styled by `theme`, laid out by `metrics`.
    public init(theme: Theme, metrics: CatDetailMetrics = CatDetailMetrics()) {
        self.theme = theme
        self.metrics = metrics
        nameLabel = theme.label(.title)
        favoriteButton = Button(title: FavoriteButtonReactor.title(isFavorite: false), payload: FavoriteButtonReactor.Action.toggle)
        favoriteButton.style = theme[.button]
        favoriteButton.focusedStyle = theme[.focused]
        lineLabel = theme.label(.secondary)
        countLabel = theme.label(.favoriteStar)
        countLabel.alignment = .right
        segmentedControl = theme.segmentedControl(titles: CatDetailSegment.allCases.map(\.title))
        super.init()
        key = "header"
        nameLabel.key = "name"
        favoriteButton.key = "favorite"
        lineLabel.key = "line"
        countLabel.key = "count"
        segmentedControl.key = "segments"
        for view in [nameLabel, favoriteButton, lineLabel, countLabel, segmentedControl] as [View] { addSubview(view) }
        setPriorities()
        makeButtonConstraints()
        arrange(.narrow)
    }

    /// Takes the arrangement the width the layout pass gave calls for: remade only when
    /// the width crossed ``CatDetailMetrics/wideArrangementMinimumWidth``.
    public override func layoutSubviews() {
        adaptArrangement(toWidth: bounds.width)
    }

    /// The button follows its reactor: its title and style, and whether it can be pressed.
    public func bind(reactor: FavoriteButtonReactor, in bag: BindingBag) {
        reactor.observe(\.isFavorite) { [weak self] isFavorite in
            guard let self, favoriteButton.title != FavoriteButtonReactor.title(isFavorite: isFavorite) else { return }
            favoriteButton.title = FavoriteButtonReactor.title(isFavorite: isFavorite)
            fitButtonToTitle()
            favoriteButton.style = theme[FavoriteButtonReactor.styleName(isFavorite: isFavorite)]
            repainted.append("isFavorite")
        }.store(in: bag)
        reactor.observe(\.isEnabled) { [favoriteButton] in favoriteButton.isEnabled = $0 }.store(in: bag)
    }

    /// Shows the breed's name.
    public func show(name: String) { paint("name", nameLabel, name) }
    /// Shows the short line (origin · coat).
    public func show(line: String) { paint("line", lineLabel, line) }
    /// Shows the favorite count (`♥ 12`).
    public func show(count: String) { paint("count", countLabel, count) }

    private func paint(_ property: String, _ label: Label, _ text: String) {
        guard label.text != text else { return }
        label.text = text
        repainted.append(property)
    }
}
