/// A frame message the test client could not apply: a bug in the web host.
public enum TestWebClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The frame is not what the page's script reads (the binary layout or JSON).
    case unreadableFrame(String)
    /// A run starts or goes past the grid.
    case runOffTheGrid(row: Int, column: Int)

    /// What went wrong, for a test's failure.
    public var description: String {
        switch self {
        case .unreadableFrame(let reason): return "the frame is not readable: \(reason)"
        case .runOffTheGrid(let row, let column): return "a run goes off the grid at row \(row), column \(column)"
        }
    }
}
