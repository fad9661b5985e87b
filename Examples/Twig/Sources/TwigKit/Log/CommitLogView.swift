import Foundation
import Trellis

/// The log screen's view: a line naming the repository and how many commits have been
/// read, above a ``DataTable`` of the commits (tig's main view): date, author, short id,
/// refs and subject, the subject taking the width that is left.
@MainActor
public final class CommitLogView: View {
    /// The history shown.
    public let log: CommitLog
    /// The commits, newest first.
    public let table: DataTable<Commit>
    /// The repository and the count ("1,234 commits · reading…").
    public let header = Label()
    private let theme: Theme

    /// A view of `log`, styled by `theme`, its dates shown in `timeZone`.
    public init(log: CommitLog, theme: Theme = .standard, timeZone: TimeZone = .current) {
        self.log = log
        self.theme = theme
        let dates = CommitDateFormat(timeZone: timeZone)
        let refStyle = theme[.accent]
        var refs = DataTableColumn<Commit>("refs", title: "Refs", width: 14, text: { $0.refs.joined(separator: " ") })
        refs.style = { $0.refs.isEmpty ? nil : refStyle }
        table = theme.dataTable(
            dataSource: log,
            columns: [
                DataTableColumn("date", title: "Date", width: 16, text: { dates.text(for: $0.authorDate) }, sortKey: \.authorDate),
                DataTableColumn("author", title: "Author", width: 18, value: \.authorName),
                DataTableColumn("id", title: "Commit", width: 8, text: \.shortID),
                refs,
                DataTableColumn("subject", title: "Subject", width: 40, value: \.subject),
            ])
        super.init()
        table.accessibilityLabel = "Commits"
        header.style = theme[.title]
        addSubviews(["header": header, "table": table])
        log.onProgress = { [weak self] in self?.updateHeader() }
        updateHeader()
    }

    /// The header's text: the repository's directory and the count.
    func updateHeader() {
        header.text = " \(log.repository.root) · \(log.countLine)"
    }

    public override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        table.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
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
