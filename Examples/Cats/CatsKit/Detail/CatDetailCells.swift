import TrellisLists
import TrellisReactor
import TrellisViews

/// A fact row ("Origin    Thailand"): the key in a fixed column, the value after it, bound
/// to its ``CatFactCellReactor``.
@MainActor
public final class CatFactCell: ReactorCell<CatFactCellReactor> {
    /// The fact's key.
    let keyLabel = Label()
    /// The fact's value.
    let valueLabel = Label()

    /// The width of the key column.
    static let keyWidth: Double = 10

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        keyLabel.key = "leading"
        valueLabel.key = "body"
        valueLabel.lineLimit = 1
        addSubview(keyLabel)
        addSubview(valueLabel)
    }

    public override func bind(reactor: CatFactCellReactor, in bag: BindingBag) {
        reactor.observe { [keyLabel, valueLabel] fact in
            keyLabel.text = fact.key
            keyLabel.style = fact.keyStyle
            valueLabel.text = fact.value
            valueLabel.style = fact.valueStyle
        }.store(in: bag)
        setNeedsLayout()
    }

    public override func preferredHeight(forWidth width: Double) -> Double? { 1 }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        keyLabel.frame = Rect(x: 1, y: 0, width: Self.keyWidth - 1, height: min(1, content.height))
        valueLabel.frame = Rect(
            x: Self.keyWidth + 1, y: 0, width: max(0, content.width - Self.keyWidth - 2), height: min(1, content.height))
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
/// ``CatSightingCellReactor``.
@MainActor
public final class CatSightingCell: ReactorCell<CatSightingCellReactor> {
    /// The date.
    let dateLabel = Label()
    /// The place and the note.
    let lineLabel = Label()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.isHidden = true
        dateLabel.key = "leading"
        lineLabel.key = "body"
        lineLabel.lineLimit = 1
        addSubview(dateLabel)
        addSubview(lineLabel)
    }

    public override func bind(reactor: CatSightingCellReactor, in bag: BindingBag) {
        reactor.observe { [dateLabel, lineLabel] state in
            dateLabel.text = state.date
            dateLabel.style = state.dateStyle
            lineLabel.text = state.line
            lineLabel.style = state.style
        }.store(in: bag)
        setNeedsLayout()
    }

    public override func preferredHeight(forWidth width: Double) -> Double? { 1 }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let leading = dateLabel.intrinsicContentSize.width + 2
        dateLabel.frame = Rect(x: 1, y: 0, width: max(0, leading - 1), height: min(1, content.height))
        lineLabel.frame = Rect(x: leading + 1, y: 0, width: max(0, content.width - leading - 2), height: min(1, content.height))
    }
}
