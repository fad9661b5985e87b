import TrellisLists
import TrellisReactor
import TrellisViews

/// A one-row cell of two labels, bound to a `CellReactor`: a leading column (a fact's key,
/// a sighting's date) and the body after it. The fact and sighting rows differ only in
/// what they bind and how wide the leading column is.
@MainActor
public class CatDetailPairCell<CellReactor: Reactor>: ReactorCell<CellReactor> {
    /// The leading column: a fact's key, a sighting's date.
    let leadingLabel = Label()
    /// The body: a fact's value, a sighting's place and note.
    let bodyLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        leadingLabel.key = "leading"
        bodyLabel.key = "body"
        bodyLabel.lineLimit = 1
        addSubview(leadingLabel)
        addSubview(bodyLabel)
    }

    /// The leading column's width, its one-cell inset included.
    var leadingWidth: Double { leadingLabel.intrinsicContentSize.width + 2 }

    public override func preferredHeight(forWidth width: Double) -> Double? { 1 }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let leading = leadingWidth
        leadingLabel.frame = Rect(x: 1, y: 0, width: max(0, leading - 1), height: min(1, content.height))
        bodyLabel.frame = Rect(x: leading + 1, y: 0, width: max(0, content.width - leading - 2), height: min(1, content.height))
    }
}

/// A fact row ("Origin    Thailand"): the key in a fixed column, the value after it, bound
/// to its ``CatFactCellReactor``.
@MainActor
public final class CatFactCell: CatDetailPairCell<CatFactCellReactor> {
    /// The width of the key column.
    static let keyWidth: Double = 10

    override var leadingWidth: Double { Self.keyWidth }

    public override func bind(reactor: CatFactCellReactor, in bag: BindingBag) {
        reactor.observe { [leadingLabel, bodyLabel] fact in
            leadingLabel.text = fact.key
            leadingLabel.style = fact.keyStyle
            bodyLabel.text = fact.value
            bodyLabel.style = fact.valueStyle
        }.store(in: bag)
        setNeedsLayout()
    }
}

/// The description row: a paragraph wrapped to as many rows as it needs, bound to its
/// ``CatTextCellReactor``.
@MainActor
public final class CatTextCell: ReactorCell<CatTextCellReactor> {
    /// The paragraph.
    let bodyLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        bodyLabel.key = "body"
        bodyLabel.lineLimit = 0
        addSubview(bodyLabel)
    }

    public override func bind(reactor: CatTextCellReactor, in bag: BindingBag) {
        reactor.observe { [bodyLabel] text in
            bodyLabel.text = text.text
            bodyLabel.style = text.style
        }.store(in: bag)
        setNeedsLayout()
    }

    /// As many rows as the paragraph wraps to at `width`.
    public override func preferredHeight(forWidth width: Double) -> Double? {
        guard let text = reactor?.currentState.text else { return 1 }
        let layout = TextLayout(
            text: text, measurer: bodyLabel.measurer, width: max(1, width - 2),
            lineLimit: 0, truncation: .tail, alignment: .left)
        return max(1, layout.height)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        bodyLabel.frame = Rect(x: 1, y: 0, width: max(0, content.width - 2), height: content.height)
    }
}

/// A sighting row ("2026-03-01  Lisbon — asleep on a car roof"), bound to its
/// ``CatSightingCellReactor``; the date column is as wide as the date.
@MainActor
public final class CatSightingCell: CatDetailPairCell<CatSightingCellReactor> {
    public override func bind(reactor: CatSightingCellReactor, in bag: BindingBag) {
        reactor.observe { [leadingLabel, bodyLabel] state in
            leadingLabel.text = state.date
            leadingLabel.style = state.dateStyle
            bodyLabel.text = state.line
            bodyLabel.style = state.style
        }.store(in: bag)
        setNeedsLayout()
    }
}
