import Foundation
import Trellis

/// The log screen's view: a line naming the repository and how many commits have been
/// read, above a `DataTable` of the commits (tig's main view): date, author, short id,
/// refs and subject, the subject taking the width that is left.
@MainActor
public final class CommitLogView: View {
    /// The history shown.
    public let log: CommitLog
    /// The commits, newest first.
    public let table: DataTable<Commit>
    /// The repository and the count ("1,234 commits · reading…").
    public let header = Label()
    /// The search being typed, in the header's place after "/" (tig's `/`).
    public let searchField = TextField(placeholder: "subject or author, or path:FILE")
    /// The search that `n` and `N` look for ("" for none).
    public private(set) var query = ""
    private let theme: Theme

    /// The keymap scope of the log's keys.
    public nonisolated static let keymapScope = "log"

    /// What the log's own keys do (the table's move, sort and select).
    public enum Command: String, KeyCommand, CaseIterable {
        /// Starts typing a search.
        case search
        /// The next match.
        case nextMatch = "next-match"
        /// The previous match.
        case previousMatch = "previous-match"
        /// Ends typing and finds the first match.
        case endSearch = "end-search"
        /// Ends typing without searching.
        case cancelSearch = "cancel-search"
    }

    /// `/` searches (`/path:FILE` lists the commits that changed FILE), `n` and `N` move
    /// between matches; Enter ends typing, Esc cancels it.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.search, "/", summary: "search subjects and authors (path:FILE: its commits)", showsInHints: true, hint: "search"),
        KeyBinding(.nextMatch, "n", summary: "the next match", showsInHints: true, hint: "next"),
        KeyBinding(.previousMatch, "N", summary: "the previous match"),
        KeyBinding(.endSearch, "enter", summary: "find the first match", showsInHints: true, hint: "find"),
        KeyBinding(.cancelSearch, "escape", summary: "stop searching", showsInHints: true, hint: "cancel"),
    ]

    /// What a search starts with to list the commits that changed a path instead
    /// (`/path:src/main.swift`, tig's `git log -- PATH`).
    public static let pathPrefix = "path:"

    /// Called with the path of a `path:` search: the shell shows that path's log.
    public var onSearchPath: @MainActor (String) -> Void = { _ in }

    /// Whether a search is being typed.
    public var isTyping: Bool { !searchField.isHidden }

    /// A view of `log`, styled by `theme`, its dates shown in `timeZone`.
    public init(log: CommitLog, theme: Theme = .standard, timeZone: TimeZone = .current) {
        self.log = log
        self.theme = theme
        let dates = CommitDateFormat(timeZone: timeZone)
        let refStyle = theme[.accent]
        var refs = DataTableColumn<Commit>("refs", title: "Refs", width: 14, text: { $0.refs.joined(separator: " ") })
        refs.style = { $0.refs.isEmpty ? nil : refStyle }
        // A screen reader hears what the graph's symbols mean on a merge, and nothing on a plain commit.
        var graph = DataTableColumn<Commit>("graph", title: "Graph", width: 5, value: \.graph)
        graph.accessibleText = { $0.isMerge ? "merge of \($0.parents.count)" : "" }
        table = theme.dataTable(
            dataSource: log,
            columns: [
                DataTableColumn("date", title: "Date", width: 16, text: { dates.text(for: $0.authorDate) }, sortKey: \.authorDate),
                DataTableColumn("author", title: "Author", width: 18, value: \.authorName),
                DataTableColumn("id", title: "Commit", width: 8, text: \.shortID),
                graph,
                refs,
                DataTableColumn("subject", title: "Subject", width: 40, value: \.subject),
            ])
        super.init()
        table.accessibilityLabel = "Commits"
        header.style = theme[.title]
        searchField.isHidden = true
        searchField.accessibilityLabel = "Search commits"
        addSubviews(["header": header, "search": searchField, "table": table])
        log.onProgress = { [weak self] in self?.logDidProgress() }
        bindKeys(
            Self.keyBindings, scope: Self.keymapScope, when: { [unowned self] command in applies(command) },
            perform: { [unowned self] command, _ in perform(command) })
        updateHeader()
    }

    /// Whether `command` applies now: the search keys while typing, the others while not.
    func applies(_ command: Command) -> Bool {
        switch command {
        case .search: !isTyping
        case .nextMatch, .previousMatch: !isTyping && !query.isEmpty
        case .endSearch, .cancelSearch: isTyping
        }
    }

    func perform(_ command: Command) -> Bool {
        switch command {
        case .search:
            searchField.text = query
            searchField.isHidden = false
            setNeedsLayout()
            _ = searchField.becomeFocused()
        case .endSearch:
            let typed = searchField.text
            endTyping()
            if typed.hasPrefix(Self.pathPrefix) {
                let path = String(typed.dropFirst(Self.pathPrefix.count)).trimmingCharacters(in: .whitespaces)
                if !path.isEmpty { onSearchPath(path) }
            } else {
                query = typed
                if !query.isEmpty { findMatch(from: (table.focusedRow ?? 0), forward: true) }
            }
        case .cancelSearch: endTyping()
        case .nextMatch: findMatch(from: (table.focusedRow ?? -1) + 1, forward: true)
        case .previousMatch: findMatch(from: (table.focusedRow ?? 0) - 1, forward: false)
        }
        updateHeader()
        return true
    }

    private func endTyping() {
        searchField.isHidden = true
        setNeedsLayout()
        _ = table.becomeFocused()
    }

    /// Focuses the first row from `start` (going down, or up) whose commit matches the
    /// search, among those read so far. Going down while the log is still read, a search
    /// that has not found one goes on through the commits as they arrive; otherwise it
    /// says that none does.
    func findMatch(from start: Int, forward: Bool) {
        searchResumesAt = nil
        let count = table.rowCount
        let rows: StrideTo<Int> =
            forward ? stride(from: max(0, start), to: count, by: 1) : stride(from: min(start, count - 1), to: -1, by: -1)
        let matcher = SubjectMatcher(query)
        // The commits themselves, not copies through the table: a row is its commit's index
        // unless the table is sorted.
        let commits = log.items
        let sorted = table.sort != nil
        let matching = rows.first { row in
            guard let index = sorted ? table.sourceIndex(ofRow: row) : row, commits.indices.contains(index) else { return false }
            return matcher.matches(commits[index])
        }
        if let row = matching {
            table.focusRow(row)
            lastSearchFound = true
        } else if forward && log.isReading {
            searchResumesAt = max(start, count)
        } else {
            lastSearchFound = false
            announce("No \(forward ? "later" : "earlier") commit matches “\(query)”")
        }
    }

    /// Where a search that has found nothing yet goes on from when more commits arrive.
    public private(set) var searchResumesAt: Int?
    /// How many rows the table had at the last batch.
    private var rowsAtLastBatch = 0

    /// After a batch (and when the read ends): the count line, the graph's width, a focus
    /// on the last row that follows the end (End pressed while the log is read goes to the
    /// oldest commit once it is read), and a search still looking.
    func logDidProgress() {
        let count = table.rowCount
        if rowsAtLastBatch > 0, count > rowsAtLastBatch, table.focusedRow == rowsAtLastBatch - 1 {
            table.focusRow(count - 1)
        }
        rowsAtLastBatch = count
        if let resume = searchResumesAt { findMatch(from: resume, forward: true) }
        updateHeader()
        setNeedsLayout()
    }

    /// Whether the last search or move found a commit.
    public private(set) var lastSearchFound = true

    /// The header's text: the repository's directory, the count and the search.
    func updateHeader() {
        guard !isTyping else {
            header.text = " /"
            return
        }
        var text = " \(log.repository.root) · \(log.countLine)"
        if !query.isEmpty {
            text += " · /\(query)" + (searchResumesAt != nil ? " (searching…)" : lastSearchFound ? "" : " (no more matches)")
        }
        header.text = text
    }

    public override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        searchField.frame = Rect(x: 2, y: 0, width: max(0, bounds.width - 2), height: min(1, bounds.height))
        table.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
        // The graph is as wide as its widest row so far (tig's too), never narrower than its title.
        if let index = table.columns.firstIndex(where: { $0.id == "graph" }), table.columns[index].width < Double(log.graphWidth) {
            table.columns[index].width = Double(log.graphWidth)
        }
        // The subject takes what the other columns leave (at least 20 cells).
        let others = table.columns.filter { $0.id != "subject" && !$0.isHidden }.reduce(0) { $0 + $1.width + 1 }
        let subject = max(20, bounds.width - others)
        if let index = table.columns.firstIndex(where: { $0.id == "subject" }), table.columns[index].width != subject {
            table.columns[index].width = subject
        }
    }
}

/// A commit's date as the log shows it: `2026-12-03 17:07`, in one time zone.
struct CommitDateFormat: Sendable {
    let calendar: Calendar

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    func text(for date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "??" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }
}

/// A search of the log: whether a commit's subject or author holds the query, whatever the
/// case. An ASCII query is compared byte by byte with ASCII letters folded, so the whole
/// of a 100,000-commit history is searched in milliseconds (tig's regex search is as
/// quick); any other goes through Foundation's case-insensitive search.
struct SubjectMatcher {
    private let query: String
    private let folded: [UInt8]?

    init(_ query: String) {
        self.query = query
        folded = query.utf8.allSatisfy { $0 < 0x80 } ? query.utf8.map(Self.fold) : nil
    }

    func matches(_ commit: Commit) -> Bool {
        holds(commit.subject) || holds(commit.authorName)
    }

    private func holds(_ text: String) -> Bool {
        guard let folded else { return text.range(of: query, options: .caseInsensitive) != nil }
        guard let first = folded.first else { return true }
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= folded.count else { return false }
            var start = 0
            let last = bytes.count - folded.count
            while start <= last {
                if Self.fold(bytes[start]) == first {
                    var offset = 1
                    while offset < folded.count && Self.fold(bytes[start + offset]) == folded[offset] { offset += 1 }
                    if offset == folded.count { return true }
                }
                start += 1
            }
            return false
        }
        // A bridged string without contiguous UTF-8 (never one git's output makes): Foundation's search.
        return found ?? (text.range(of: query, options: .caseInsensitive) != nil)
    }

    @inline(__always) private static func fold(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
