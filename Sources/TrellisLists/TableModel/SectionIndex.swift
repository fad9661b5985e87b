/// The letters down the side of a long table, and which section each one jumps to:
/// Nimbus's section index.
public struct SectionIndex: Hashable, Sendable {
    /// Which titles the index shows.
    public enum Style: Hashable, Sendable {
        /// No index.
        case none
        /// A to Z, whatever the sections are.
        case alphabetical
        /// The first letter of each section's title, in section order (Nimbus's "dynamic").
        case fromSectionTitles
    }

    /// The search symbol's title (UIKit's `UITableViewIndexSearch`).
    public static let searchSymbol = "{search}"
    /// The summary symbol's title.
    public static let summarySymbol = "#"

    /// The titles, top to bottom.
    public var titles: [String]
    /// For each title's first character, the section it jumps to.
    public var sectionForPrefix: [String: Int]

    /// The section the title jumps to, or `nil`.
    public func section(forTitle title: String) -> Int? {
        title.first.flatMap { sectionForPrefix[String($0)] }
    }
}

extension TableModel {
    /// The section index for this model's section titles.
    ///
    /// Titles with no section of their own jump to the closest section before them, as in
    /// Nimbus.
    ///
    /// - Complexity: O(*s* + *t*) for *s* sections and *t* titles.
    public func sectionIndex(_ style: SectionIndex.Style, showsSearch: Bool = false, showsSummary: Bool = false) -> SectionIndex {
        guard style != .none else { return SectionIndex(titles: [], sectionForPrefix: [:]) }
        var titles: [String] = showsSearch ? [SectionIndex.searchSymbol] : []
        switch style {
        case .fromSectionTitles:
            titles += sections.compactMap { $0.header?.first.map(String.init) }
        case .alphabetical:
            titles += (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        case .none:
            break
        }
        if showsSummary { titles.append(SectionIndex.summarySymbol) }

        var map: [String: Int] = [:]
        for (index, section) in sections.enumerated() {
            if let first = section.header?.first, map[String(first)] == nil { map[String(first)] = index }
        }
        var last = 0
        for title in titles {
            guard let first = title.first else { continue }
            if let section = map[String(first)] { last = section } else { map[String(first)] = last }
        }
        return SectionIndex(titles: titles, sectionForPrefix: map)
    }
}
