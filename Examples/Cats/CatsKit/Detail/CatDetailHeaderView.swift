import TrellisReactor
import TrellisViews

/// The detail screen's header: the breed's name, the favorite button, a short line (origin
/// · coat) and the favorite count (`♥ 12`), above the Details / Sightings control; a
/// showcase of the constraint DSL, laid out by ``CatDetailMetrics``.
///
/// Two arrangements (``Arrangement``): two rows, or one from
/// ``CatDetailMetrics/wideArrangementMinimumWidth`` columns, the constraints remade only when
/// the width crosses it (Masonry's `mas_remakeConstraints`). The button's width follows its
/// title (`mas_updateConstraints`), and priorities decide what gives way on a short row: the
/// line, then the name; never the count or the button. The button follows its
/// ``FavoriteButtonReactor`` (Drrrible's like button view); each label is set only when what
/// it shows changes, so toggling the favorite repaints the button alone.
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
    /// Where the header reports its constraints after its first layout and each remake or
    /// update (`cats --debug-layout` logs them); `nil` reports nothing.
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
        addSubviews(["name": nameLabel, "favorite": favoriteButton, "line": lineLabel, "count": countLabel, "segments": segmentedControl])
        setPriorities()
        makeButtonConstraints()
        arrange(.narrow)
    }

    /// Takes the arrangement the layout pass's width calls for.
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
