import TrellisViews

/// A root view of a given size with keyed subviews, for layout tests.
@MainActor
func makeRoot(width: Double = 100, height: Double = 50) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.key = "root"
    return root
}

/// A keyed view added to `parent`.
@MainActor
@discardableResult
func addView(_ key: String, to parent: View, frame: Rect = .zero) -> View {
    let view = View(frame: frame)
    view.key = key
    parent.addSubview(view)
    return view
}

/// Collects what `root`'s layout pass reports while `body` runs, restoring its handler
/// afterwards.
@MainActor
func capturingConflicts(of root: View, _ body: () -> Void) -> [LayoutError] {
    var reported: [LayoutError] = []
    let previous = root.layoutConflictHandler
    root.layoutConflictHandler = { reported.append($0) }
    body()
    root.layoutConflictHandler = previous
    return reported
}
