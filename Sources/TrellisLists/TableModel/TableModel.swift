import TrellisDiff

/// A table's content in sections, built the way Nimbus's `NITableViewModel` reads a
/// sectioned array: a string starts a section, a ``SectionFooter`` ends one, anything else
/// is a row.
///
/// ```swift
/// let model = TableModel<Setting> {
///     "Section 1"
///     Setting("Row 1")
///     Setting("Row 2")
///     "Section 2"                      // kept, though empty
///     "Section 3"
///     Setting("Row 3")
///     SectionFooter("Footer")
/// }
/// // three sections: "Section 1" [Row 1, Row 2], "Section 2" [], "Section 3" [Row 3] footer "Footer"
/// ```
///
/// Rows before the first title form an untitled section. When the entries hold any
/// ``SectionHeader``, those alone start sections.
public struct TableModel<Row> {
    /// The sections, in order.
    public internal(set) var sections: [TableSection<Row>]

    /// Creates a model from sections.
    public init(sections: [TableSection<Row>] = []) {
        self.sections = sections
    }

    /// A single untitled section of `rows`: Nimbus's `initWithListArray:`.
    public init(listArray rows: [Row]) {
        self.sections = [TableSection(rows: rows)]
    }

    /// Builds a model from sectioned entries written in a result builder.
    public init(@TableModelBuilder<Row> _ content: () -> [TableModelEntry<Row>]) {
        self.sections = Self.compile(content())
    }

    /// Builds a model from a sectioned array: Nimbus's `initWithSectionedArray:`, typed.
    /// A string literal is a title, `.header(_:)` and `.footer(_:)` take one too, and
    /// `.row(_:)` is a row; an element of any other kind does not compile, where Nimbus's
    /// array took anything and failed at run time.
    ///
    /// ```swift
    /// let model = TableModel<Setting>(sectionedArray: ["Section 1", .row(first), .footer("Footer")])
    /// ```
    public init(sectionedArray: [TableModelEntry<Row>]) {
        self.sections = Self.compile(sectionedArray)
    }

    /// Turns entries into sections by Nimbus's rules.
    ///
    /// Rows are appended in place to the open section's array (never `rows + [row]`,
    /// which copies the section for every row).
    ///
    /// - Complexity: O(*n*) for *n* entries.
    static func compile(_ entries: [TableModelEntry<Row>]) -> [TableSection<Row>] {
        let explicitHeaders = entries.contains { if case .header = $0 { true } else { false } }
        var sections: [TableSection<Row>] = []
        var open = TableSection<Row>()
        // Whether the open section has begun (Nimbus's "rows != nil"): a section with no
        // title, no footer and no rows yet is not one.
        var hasRows = false

        func closeSection() {
            if open.header != nil || open.footer != nil || hasRows { sections.append(open) }
            open = TableSection()
            hasRows = false
        }

        for entry in entries {
            switch entry {
            case .title(let title) where explicitHeaders:
                // Headers took over section starts: a string is a row if rows can be strings.
                if let row = title as? Row {
                    open.rows.append(row)
                    hasRows = true
                } else {
                    closeSection()
                    open.header = title
                }
            case .title(let title):
                closeSection()
                open.header = title
            case .header(let explicit):
                closeSection()
                open.header = explicit.title
            case .footer(let end):
                open.footer = end.title
                closeSection()
            case .row(let row):
                open.rows.append(row)
                hasRows = true
            }
        }
        // An unfinished section is kept if it has a title or rows (Nimbus drops an empty untitled one).
        if open.header != nil || !open.rows.isEmpty { closeSection() }
        return sections
    }

    /// The row at `path`, or `nil` outside the model (Nimbus's `objectAtIndexPath:`).
    public func row(at path: ItemPath) -> Row? {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.item) else { return nil }
        return sections[path.section].rows[path.item]
    }

    /// The path of the first row that satisfies `predicate` (Nimbus's `indexPathForObject:`).
    ///
    /// - Complexity: O(*n*) for *n* rows.
    public func path(where predicate: (Row) -> Bool) -> ItemPath? {
        for (section, content) in sections.enumerated() {
            if let item = content.rows.firstIndex(where: predicate) { return ItemPath(section: section, item: item) }
        }
        return nil
    }

    /// The number of rows in every section.
    public var rowCounts: [Int] { sections.map(\.rows.count) }
}

extension TableModel: Equatable where Row: Equatable {}
extension TableModel: Sendable where Row: Sendable {}

/// Builds sectioned entries: strings start sections, ``SectionFooter``s end them, other
/// values are rows. `if`, `for` and `if #available` work as in any result builder.
@resultBuilder
public enum TableModelBuilder<Row> {
    /// A string starts a section with that title.
    public static func buildExpression(_ title: String) -> [TableModelEntry<Row>] { [.title(title)] }
    /// An explicit header starts a section.
    public static func buildExpression(_ header: SectionHeader) -> [TableModelEntry<Row>] { [.header(header)] }
    /// A footer ends the current section.
    public static func buildExpression(_ footer: SectionFooter) -> [TableModelEntry<Row>] { [.footer(footer)] }
    /// Anything else is a row.
    public static func buildExpression(_ row: Row) -> [TableModelEntry<Row>] { [.row(row)] }
    /// An array adds its rows in order.
    public static func buildExpression(_ rows: [Row]) -> [TableModelEntry<Row>] { rows.map { .row($0) } }
    /// Joins the entries in order.
    public static func buildBlock(_ parts: [TableModelEntry<Row>]...) -> [TableModelEntry<Row>] { parts.flatMap { $0 } }
    /// An `if` without `else` adds its entries when it holds.
    public static func buildOptional(_ part: [TableModelEntry<Row>]?) -> [TableModelEntry<Row>] { part ?? [] }
    /// The `if` branch of an `if`-`else`.
    public static func buildEither(first: [TableModelEntry<Row>]) -> [TableModelEntry<Row>] { first }
    /// The `else` branch of an `if`-`else`.
    public static func buildEither(second: [TableModelEntry<Row>]) -> [TableModelEntry<Row>] { second }
    /// A `for` loop adds every iteration's entries.
    public static func buildArray(_ parts: [[TableModelEntry<Row>]]) -> [TableModelEntry<Row>] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [TableModelEntry<Row>]) -> [TableModelEntry<Row>] { part }
}
