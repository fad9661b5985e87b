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
    /// The back item; hidden when ``backTitle`` is `nil`.
    public let backLabel = Label()
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
            backLabel.text = backTitle ?? ""
            backLabel.isHidden = backTitle == nil
            setNeedsLayout()
        }
    }

    /// Creates a bar with a title, laid out by `metrics`.
    public init(title: String = "", metrics: NavigationBarMetrics = NavigationBarMetrics(), frame: Rect = .zero) {
        self.metrics = metrics
        super.init(frame: frame)
        titleLabel.text = title
        titleLabel.key = "title"
        backLabel.key = "back"
        backLabel.isHidden = true
        // The back item in front: a centred title's label spans the bar, and a click on
        // the back item must find the back item.
        addSubview(titleLabel)
        addSubview(backLabel)
    }

    /// No natural width; the metrics' height.
    public override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: metrics.height)
    }

    /// Back item at the left padding; the title in the space left, aligned by the metrics.
    public override func layoutSubviews() {
        let padding = metrics.horizontalPadding
        var left = padding
        if !backLabel.isHidden {
            let size = backLabel.intrinsicContentSize
            backLabel.frame = Rect(x: left, y: 0, width: size.width, height: 1)
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
