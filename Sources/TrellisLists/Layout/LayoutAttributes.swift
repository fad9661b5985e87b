import TrellisDiff
import TrellisViews

/// Where one element of a collection view goes: its frame in content coordinates, its
/// z-order and what it is.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// What an element is.
    public enum Element: Hashable, Sendable, CustomStringConvertible {
        /// The item at a path.
        case item(ItemPath)
        /// A section header: the section and the header's index among the section's headers.
        case header(section: Int, index: Int)
        /// A section's footer, by section and position among its footers.
        case footer(section: Int, index: Int)
        /// A header of the global section (the root data source's own headers).
        case globalHeader(index: Int)
        /// The root data source's placeholder.
        case placeholder
        /// The placeholder of a child data source, placed on its first section: `section`.
        case childPlaceholder(section: Int)
        /// The line under a row of a section.
        case rowSeparator(section: Int, row: Int)
        /// The line between two columns of a row.
        case columnSeparator(section: Int, row: Int, column: Int)
        /// The line under a section.
        case sectionSeparator(section: Int)

        /// The section the element belongs to; `nil` for global headers and the root's
        /// placeholder.
        public var section: Int? {
            switch self {
            case .item(let path): path.section
            case let .header(section, _), let .footer(section, _), let .rowSeparator(section, _),
                let .columnSeparator(section, _, _), let .sectionSeparator(section), let .childPlaceholder(section):
                section
            case .globalHeader, .placeholder: nil
            }
        }

        public var description: String {
            switch self {
            case .item(let path): "item \(path)"
            case let .header(section, index): "header \(section).\(index)"
            case let .footer(section, index): "footer \(section).\(index)"
            case .globalHeader(let index): "global header \(index)"
            case .placeholder: "placeholder"
            case .childPlaceholder(let section): "placeholder \(section)"
            case let .rowSeparator(section, row): "row separator \(section).\(row)"
            case let .columnSeparator(section, row, column): "column separator \(section).\(row).\(column)"
            case .sectionSeparator(let section): "section separator \(section)"
            }
        }
    }

    /// Which element these attributes place.
    public var element: Element
    /// In content coordinates (y grows down the whole list).
    public var frame: Rect
    /// Higher draws on top: items 0, separators 1, placeholders 2, headers and footers 10,
    /// pinned section headers 20, pinned global headers 30.
    public var zIndex: Int
    /// Whether the frame was moved by pinning.
    public var isPinned: Bool

    /// Places `element` at `frame`, painted at `zIndex`.
    public init(element: Element, frame: Rect, zIndex: Int, isPinned: Bool = false) {
        self.element = element
        self.frame = frame
        self.zIndex = zIndex
        self.isPinned = isPinned
    }

    /// `item [0, 3] (0, 12, 40×1) z0`, with `pinned` when pinned.
    public var description: String {
        "\(element) \(frame) z\(zIndex)" + (isPinned ? " pinned" : "")
    }
}
