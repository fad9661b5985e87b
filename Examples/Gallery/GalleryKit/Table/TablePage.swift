import TrellisLists
import TrellisTerminal
import TrellisViews

/// A person in the table page's address book.
public struct Contact: Identifiable, Hashable, Sendable {
    /// The name, which is also the identity.
    public var name: String
    public var id: String { name }

    /// A contact called `name`.
    public init(_ name: String) { self.name = name }
}

/// Nimbus's table model to play with: a ``TrellisLists/TableModel`` of contacts in one
/// section per letter, built as Nimbus reads a sectioned array (a string starts a section),
/// shown by a ``TrellisLists/TableModelDataSource`` with an A–Z section index down the
/// right edge (a letter with no section jumps to the closest one before it, as in Nimbus).
///
/// Mutations go through the model (`NIMutableTableViewModel`), each returning the change set
/// the list applies as one batch; `*` makes two in one
/// ``TrellisLists/DataSource/performBatchUpdates(_:)``.
@MainActor
public final class TablePage: View, GalleryPageView {
    /// The table.
    public let source: TableModelDataSource<Contact>
    /// The list with its index.
    public let list: CollectionView
    /// The rows and sections, and what the last batch did.
    public let infoLabel = Label()
    /// What the last batch did, in words.
    public internal(set) var lastBatch = "none yet"
    /// How many rows have been added (for their names).
    var added = 0

    /// The starting address book.
    public static let model = TableModel<Contact> {
        "A"
        Contact("Ada Lovelace")
        Contact("Alan Turing")
        "B"
        Contact("Barbara Liskov")
        "D"
        Contact("Donald Knuth")
        "E"
        Contact("Edsger Dijkstra")
        "G"
        Contact("Grace Hopper")
        "K"
        Contact("Ken Thompson")
        "M"
        Contact("Margaret Hamilton")
        "N"
        Contact("Niklaus Wirth")
        "R"
        Contact("Radia Perlman")
        "T"
        Contact("Tim Berners-Lee")
    }

    /// The page, focused on the first contact.
    public init(context: GalleryContext) {
        source = TableModelDataSource(model: Self.model)
        source.sectionIndexStyle = .alphabetical
        source.sectionHeader.style = context.theme[.title]
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Contact.self) { cell, contact, _ in cell.textLabel.text = "  \(contact.name)" }
        list = CollectionView(dataSource: source, registry: registry)
        super.init()
        key = "table"
        list.key = "list"
        list.theme = context.theme
        list.keepsFocus = true
        list.handlesKeys()
        infoLabel.key = "info"
        infoLabel.style = context.theme[.caption]
        addSubview(infoLabel)
        addSubview(list)
        installKeys()
        refresh()
    }

    /// The info line over the list.
    public override func layoutSubviews() {
        infoLabel.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 2), height: min(1, bounds.height))
        list.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
        if list.focusedPath == nil { list.moveFocus(.home) }
    }

    func refresh() {
        let rows = source.model.rowCounts.reduce(0, +)
        infoLabel.text = "\(rows) rows in \(source.model.sections.count) sections · last batch: \(lastBatch)"
        setNeedsDisplay()
    }

    public var preferredFocus: View? { list }
}
