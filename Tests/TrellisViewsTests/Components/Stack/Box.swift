import TrellisViews

/// A view with the intrinsic size a test gives it (`-1` on an axis: none), for stacks to arrange.
@MainActor
final class Box: View {
    var size: Size { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: Double, _ height: Double, key: String? = nil) {
        size = Size(width: width, height: height)
        super.init()
        self.key = key
    }

    override var intrinsicContentSize: Size { size }
}

@MainActor
extension View {
    /// Lays the view out as a root `width` × `height`, throwing any conflict.
    func laidOut(width: Double, height: Double) throws -> Self {
        frame = Rect(x: 0, y: 0, width: width, height: height)
        try layoutIfNeededOrThrow()
        return self
    }
}
