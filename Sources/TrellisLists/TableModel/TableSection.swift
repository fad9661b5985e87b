/// Ends a section in a sectioned array and gives it a footer title: Nimbus's
/// `NITableViewModelFooter`.
public struct SectionFooter: Hashable, Sendable {
    /// The footer's text.
    public var title: String
    /// Makes a footer with `title`.
    public init(_ title: String) { self.title = title }
}

/// Starts a section explicitly: Nimbus's `NITableViewModelHeader`. When a sectioned array
/// holds any of these, they alone start sections, and plain strings are rows (where the
/// row type can hold a string).
public struct SectionHeader: Hashable, Sendable {
    /// The header's text.
    public var title: String
    /// Makes a header with `title`.
    public init(_ title: String) { self.title = title }
}

/// One section of a ``TableModel``: an optional header title, rows, an optional footer title.
public struct TableSection<Row> {
    /// The section's title, if it has one.
    public var header: String?
    /// The section's footer text, if it has one.
    public var footer: String?
    /// The section's rows, in order.
    public var rows: [Row]

    /// Makes a section.
    public init(header: String? = nil, rows: [Row] = [], footer: String? = nil) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

extension TableSection: Equatable where Row: Equatable {}
extension TableSection: Hashable where Row: Hashable {}
extension TableSection: Sendable where Row: Sendable {}

extension TableSection: CustomStringConvertible {
    /// `"Title" [rows] footer "Footer"`.
    public var description: String {
        (header.map { "\"\($0)\" " } ?? "(untitled) ") + "\(rows)" + (footer.map { " footer \"\($0)\"" } ?? "")
    }
}

/// One entry of a sectioned array, as the result builder and the array initializer read it.
/// A string literal is a ``title(_:)``.
public enum TableModelEntry<Row>: ExpressibleByStringLiteral {
    /// A string: starts a section with this title.
    case title(String)
    /// An explicit header: starts a section.
    case header(SectionHeader)
    /// A footer: ends the current section.
    case footer(SectionFooter)
    /// Anything else: a row of the current section.
    case row(Row)
}

extension TableModelEntry: Sendable where Row: Sendable {}

extension TableModelEntry {
    /// A string literal starts a section with that title.
    public init(stringLiteral title: String) { self = .title(title) }
}

extension SectionFooter: ExpressibleByStringLiteral {
    /// A footer from a string literal: `.footer("Footer")` in a sectioned array.
    public init(stringLiteral title: String) { self.init(title) }
}

extension SectionHeader: ExpressibleByStringLiteral {
    /// A header from a string literal: `.header("Section")` in a sectioned array.
    public init(stringLiteral title: String) { self.init(title) }
}
