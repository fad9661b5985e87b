/// A bar across the top of a screen: a back item on the left and a title, laid out by
/// ``NavigationBarMetrics``.
///
/// ```swift
/// let bar = NavigationBar(title: "Cats", metrics: theme.metrics.navigationBar)
/// bar.backTitle = "‹ Back"
/// ```
///
/// The bar sizes itself to its metrics' height (its intrinsic height) and places its
/// labels by frame in ``layoutSubviews()``.
public final class NavigationBar: View {
    /// The title label.
    public let titleLabel = Label()
    /// The back item, a button that takes focus and sends ``ResponderAction/Name/navigateBack``
    /// when pressed (UIKit's back button); hidden when ``backTitle`` is `nil`.
    public let backButton = Button(title: "", action: .navigateBack)
    /// The back button's title label. Style the button (``backButton``), which passes its
    /// style on to this label.
    public var backLabel: Label { backButton.titleLabel }
    /// The layout numbers.
    public var metrics: NavigationBarMetrics {
        didSet {
            if metrics != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            }
        }
    }

    /// The title's text.
    public var title: String {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            setNeedsLayout()
        }
    }

    /// The back item's text, or `nil` for none.
    public var backTitle: String? {
        didSet {
            backButton.title = backTitle ?? ""
            backButton.isHidden = backTitle == nil
            setNeedsLayout()
        }
    }

    /// Creates a bar with a title, laid out by `metrics`.
    public init(title: String = "", metrics: NavigationBarMetrics = NavigationBarMetrics(), frame: Rect = .zero) {
        self.metrics = metrics
        super.init(frame: frame)
        titleLabel.text = title
        titleLabel.key = "title"
        backButton.key = "back"
        backButton.titlePadding = 0
        backButton.isHidden = true
        // The back item in front: a centred title's label spans the bar, and a click on
        // the back item must find the back item.
        addSubview(titleLabel)
        addSubview(backButton)
    }

    /// No natural width; the metrics' height.
    public override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: metrics.height)
    }

    /// Back item at the left padding; the title in the space left, aligned by the metrics.
    public override func layoutSubviews() {
        let padding = metrics.horizontalPadding
        var left = padding
        if !backButton.isHidden {
            let size = backButton.intrinsicContentSize
            backButton.frame = Rect(x: left, y: 0, width: size.width, height: 1)
            left += size.width + metrics.itemSpacing
        }
        titleLabel.alignment = metrics.titleAlignment
        // A centred title centres on the whole bar when it fits there, as UIKit's does.
        let centredOnBar =
            metrics.titleAlignment == .center
            && (bounds.width - titleLabel.intrinsicContentSize.width) / 2 >= left
        let titleLeft = centredOnBar ? padding : left
        titleLabel.frame = Rect(x: titleLeft, y: 0, width: max(0, bounds.width - titleLeft - padding), height: 1)
    }
}

extension ResponderAction.Name where Payload == Void {
    /// Sent by a ``NavigationBar``'s back button when pressed; a navigator handles it on
    /// the button and goes back.
    public static var navigateBack: Self { "navigateBack" }
}
