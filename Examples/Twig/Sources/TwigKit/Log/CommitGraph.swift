/// The log's graph column, drawn one row per commit as the commits arrive, newest first
/// (tig's `graph-v2.c`, with its line-drawing characters): each line of history is a
/// lane; a commit is `●` in the lane that waited for it, lanes that waited for the same
/// commit join it (`╯`, `┴`), and a merge starts a lane for each further parent (`╮`, `┬`)
/// or joins a lane already waiting for it (`┤`, `┼`).
///
/// It needs each commit after its children, as git's default order gives it for
/// histories whose commit dates rise (and `--date-order` or `--topo-order` always), and it
/// never looks back: a row is drawn from the lanes above it alone, so the first screen is
/// drawn from the first commits read, and 100,000 commits cost one pass.
/// A commit that arrives before a child of its (a clock that went backwards) starts a
/// lane of its own, as in tig.
///
/// ```swift
/// var graph = CommitGraph()
/// graph.row(for: merge)    // "●─╮"
/// graph.row(for: topic)    // "│ ●"
/// graph.row(for: base)     // "●─╯"
/// ```
public struct CommitGraph: Sendable {
    /// The commit each lane waits for, left to right; `nil` for a free lane.
    public private(set) var lanes: [String?] = []
    /// The most lanes drawn; a row with more ends in `…` (the lanes are kept all the same).
    public var maximumDrawnLanes: Int

    /// An empty graph, before the newest commit.
    public init(maximumDrawnLanes: Int = 16) {
        self.maximumDrawnLanes = max(1, maximumDrawnLanes)
    }

    /// What a lane's cell shows in one row.
    private enum Cell {
        case empty, line, commit
        /// A lane that waited for this commit and ends here, joining it from above.
        case join
        /// A lane that starts here, waiting for a merge's further parent.
        case start
        /// A lane that goes on through this row and takes a merge's further parent too.
        case meet
    }

    /// The row of `commit`, drawn from the lanes so far, and the lanes moved on past it.
    public mutating func row(for commit: Commit) -> String {
        var waiting = lanes.indices.filter { lanes[$0] == commit.id }
        let column: Int
        if let first = waiting.first {
            column = first
            waiting.removeFirst()
        } else if let free = lanes.firstIndex(where: { $0 == nil }) {
            column = free
        } else {
            column = lanes.count
            lanes.append(nil)
        }
        var cells: [Cell] = lanes.map { $0 == nil ? .empty : .line }
        cells[column] = .commit
        for lane in waiting {
            cells[lane] = .join
            lanes[lane] = nil
        }
        let freedHere = Set(waiting)
        lanes[column] = commit.parents.first
        var ends = waiting + [column]
        for parent in commit.parents.dropFirst() {
            if let lane = lanes.firstIndex(where: { $0 == parent }), lane != column {
                cells[lane] = .meet
                ends.append(lane)
                continue
            }
            // A lane free before this row, to the right of the commit's where one is: a
            // lane freed by a join in this row would draw both on one cell.
            let lane =
                lanes.indices.first { $0 > column && lanes[$0] == nil && !freedHere.contains($0) }
                ?? {
                    lanes.append(nil)
                    cells.append(.empty)
                    return lanes.count - 1
                }()
            lanes[lane] = parent
            cells[lane] = .start
            ends.append(lane)
        }
        while let last = lanes.last, last == nil { lanes.removeLast() }
        return Self.draw(cells, from: ends.min() ?? column, to: ends.max() ?? column, maximum: maximumDrawnLanes)
    }

    /// The row as text: a cell per lane, a connector after each, a horizontal line from
    /// `low` to `high`.
    private static func draw(_ cells: [Cell], from low: Int, to high: Int, maximum: Int) -> String {
        var text = ""
        var last = cells.count - 1
        while last > 0, cells[last] == .empty { last -= 1 }
        for (lane, cell) in cells.enumerated().prefix(last + 1) {
            if lane == maximum {
                text += "…"
                break
            }
            let across = lane > low && lane < high
            let end = lane == low || lane == high
            switch cell {
            case .commit: text += "●"
            case .empty: text += across ? "─" : " "
            case .line: text += across ? "┼" : "│"
            case .join: text += end ? "╯" : "┴"
            case .start: text += end ? (lane == high ? "╮" : "╭") : "┬"
            case .meet: text += end ? (lane == high ? "┤" : "├") : "┼"
            }
            if lane < last { text += lane >= low && lane < high ? "─" : " " }
        }
        return text
    }
}
