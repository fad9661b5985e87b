import Foundation

/// The tour's table "Every concept of the seeds, and where it lives", read row by row:
/// `| seed | concept | Trellis | in Cats | driven through the app by |`.
struct ConceptTable {
    /// One seed mechanism: what Trellis names for it, where Cats uses it and what drives it.
    struct Row: Equatable {
        var seed: String
        var concept: String
        /// What the Trellis cell names in backticks: types, and members by their first word
        /// (`setNeedsLoadContent()` is `setNeedsLoadContent`, `constraints.make` is
        /// `constraints`); seed names and `Suite/test` names are left out.
        var trellisNames: [String]
        /// The relative links of the "in Cats" cell, as written (relative to `docs/`).
        var catsLinks: [String]
        /// The `Suite/test` names of the "driven through the app by" cell.
        var tests: [String]

        /// The row as a message names it: its seed and concept.
        var name: String { "\(seed) \(concept)" }
    }

    /// What was wrong with the page, by name.
    enum ReadError: Error, Equatable {
        /// No line is the table's header row.
        case noTable
        /// A row does not have the header's five cells.
        case wrongCellCount(row: String, count: Int)
    }

    static let header = "| seed | concept | Trellis | in Cats | driven through the app by |"

    var rows: [Row] = []

    init(markdown: String) throws {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: Self.header) else { throw ReadError.noTable }
        // The header, its `|---|` line, then rows until the first line that is not one.
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.dropFirst().dropLast(line.hasSuffix("|") ? 1 : 0)
                .split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5 else { throw ReadError.wrongCellCount(row: line, count: cells.count) }
            rows.append(
                Row(
                    seed: cells[0], concept: cells[1], trellisNames: Self.names(in: cells[2]),
                    catsLinks: TourClaims(markdown: cells[3]).links, tests: TourClaims(markdown: cells[4]).tests))
        }
    }

    /// The first word of every backticked span that is not a seed name or a `Suite/test`.
    static func names(in cell: String) -> [String] {
        cell.matches(of: /`([^`\n]+)`/).compactMap { match in
            let span = String(match.output.1)
            guard !span.contains("/"), let word = span.firstMatch(of: /^[A-Za-z_][A-Za-z0-9_]*/) else { return nil }
            let name = String(word.output)
            return TourClaims.seedPrefixes.contains { name.hasPrefix($0) && name.first?.isUppercase == true } ? nil : name
        }
    }
}

/// Reads a Swift file's words, as `CodeIndex` does: letters, digits and underscores.
enum SwiftWords {
    /// The whole words of the file at `url`.
    static func of(_ url: URL) throws -> Set<String> {
        Set(try String(contentsOf: url, encoding: .utf8).split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
}
