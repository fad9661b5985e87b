// A stack's natural size, so a stack inside another keeps its content's size, as
// UIStackView's intrinsic size follows its arranged views'.

extension StackArrangement {
    /// Along the axis, the visible views' intrinsic lengths (a spacer's minimum) and the
    /// gaps between them — none when one of them is flexible, so the stack is flexible too;
    /// across it, the largest intrinsic breadth of its visible views (none when none has one).
    ///
    /// - Complexity: O(*n*) for *n* arranged views (and their own intrinsic sizes).
    var intrinsicSize: Size {
        let visible = views.filter { !$0.isHidden }
        var along = spacing * Double(max(visible.count - 1, 0))
        var across = View.noIntrinsicMetric
        for view in visible {
            if let spacer = view as? Spacer {
                along += spacer.minLength
                continue
            }
            let size = view.intrinsicContentSize
            let (length, breadth) = (size.length(along: axis), size.length(along: axis.crossing))
            along += length >= 0 ? length : .nan
            if breadth >= 0 { across = max(across, breadth) }
        }
        let hasSpacer = visible.contains { $0 is Spacer }
        let main = along.isFinite && !hasSpacer ? along : View.noIntrinsicMetric
        return axis == .horizontal ? Size(width: main, height: across) : Size(width: across, height: main)
    }
}
