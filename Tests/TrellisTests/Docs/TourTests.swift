import Foundation
import Testing

/// Checks what `docs/Tour.md` claims exists, by the conventions the tour states in
/// "How to read this page": relative links name files, a backticked UpperCamelCase word
/// names a type declared under `Sources/` or `Tests/` (seed names, prefixed `AAPL`, `MAS`,
/// `NI`, `FB`, `UI` or `NS`, are skipped), and `` `Suite/test` `` names a test.
@Suite struct TourTests {
    /// The repository root: this file is `Tests/TrellisTests/Docs/TourTests.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyFileTheTourLinksExists() throws {
        let claims = TourClaims(markdown: try Self.tour())
        #expect(claims.links.count > 50, "the tour should link the files it talks about")
        let docs = Self.root.appendingPathComponent("docs")
        let missing = Set(claims.links).sorted().filter {
            !FileManager.default.fileExists(atPath: docs.appendingPathComponent($0).standardizedFileURL.path)
        }
        #expect(missing == [], "docs/Tour.md links files that do not exist")
    }

    @Test func everyTypeTheTourNamesIsDeclared() throws {
        let claims = TourClaims(markdown: try Self.tour())
        let index = try CodeIndex(root: Self.root)
        #expect(claims.types.count > 50, "the tour should name the types it talks about")
        #expect(
            Set(claims.types).sorted().filter { !index.declaredTypes.contains($0) } == [],
            "docs/Tour.md names types that Sources/ and Tests/ do not declare")
    }

    @Test func everyTestTheTourNamesExists() throws {
        let claims = TourClaims(markdown: try Self.tour())
        let index = try CodeIndex(root: Self.root)
        #expect(claims.tests.count > 20, "the tour should name the tests that show each answer")
        #expect(Set(claims.tests).sorted().filter { !index.hasTest($0) } == [], "docs/Tour.md names tests that Tests/ does not have")
    }

    @Test func theClaimsAreReadByTheTourConventions() {
        let claims = TourClaims(
            markdown: """
                See [Loading.swift](../Sources/TrellisLists/Loading/Loading.swift) and
                [the web](https://example.com), `Loading` (like `AAPLLoading`, not `ReactorKit.Reactor`),
                `LoadingTokenTests/staleTokenChangesNothing`, `setNeedsLoadContent()`.
                Written as `` `NotAClaim` `` in the conventions.
                ```swift
                let `Fenced` = [Hidden](../Nowhere.swift)
                ```
                """)
        #expect(claims.links == ["../Sources/TrellisLists/Loading/Loading.swift"])
        #expect(claims.types == ["Loading"])
        #expect(claims.tests == ["LoadingTokenTests/staleTokenChangesNothing"])
    }

    @Test func aRenamedTypeOrTestIsFound() throws {
        let index = try CodeIndex(root: Self.root)
        #expect(index.declaredTypes.contains("ComposedDataSource"))
        #expect(!index.declaredTypes.contains("ComposedDataSourceThatWasRenamed"))
        #expect(index.hasTest("TourTests/aRenamedTypeOrTestIsFound"))
        #expect(!index.hasTest("TourTests/aTestThatWasRenamed"))
        #expect(!index.hasTest("NoSuchSuite/aRenamedTypeOrTestIsFound"))
    }

    static func tour() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/Tour.md"), encoding: .utf8)
    }
}

/// What a tour page claims exists, read by its conventions.
struct TourClaims {
    /// Relative link targets (no scheme, no bare `#anchor`), without their `#anchor`.
    var links: [String] = []
    /// Backticked UpperCamelCase words that are not seed names.
    var types: [String] = []
    /// Backticked `Suite/test` names.
    var tests: [String] = []

    static let seedPrefixes = ["AAPL", "MAS", "NI", "FB", "UI", "NS"]

    init(markdown: String) {
        // Code blocks and ``double-backtick`` spans show the conventions; they claim nothing.
        let prose = markdown.replacing(/(?s)```.*?```/, with: "").replacing(/``.*?``/, with: "")
        for match in prose.matches(of: /`([^`\n]+)`/) {
            let span = String(match.output.1)
            if span.wholeMatch(of: /[A-Z][A-Za-z0-9]*/) != nil {
                if !Self.seedPrefixes.contains(where: { span.hasPrefix($0) }) { types.append(span) }
            } else if span.wholeMatch(of: /[A-Z][A-Za-z0-9]*\/[a-z][A-Za-z0-9]*/) != nil {
                tests.append(span)
            }
        }
        let linkText = prose.replacing(/`[^`\n]+`/, with: "")
        for match in linkText.matches(of: /\]\(([^)\s]+)\)/) {
            let target = String(match.output.1)
            guard !target.hasPrefix("#"), target.firstMatch(of: /^[a-z]+:/) == nil else { continue }
            links.append(String(target.prefix { $0 != "#" }))
        }
    }
}

/// The types declared under `Sources/`, `Tests/` and `Examples/` (or the folders given), and each test file's suites and functions.
struct CodeIndex: Sendable {
    var declaredTypes: Set<String> = []
    /// Per file under `Tests/`: the suites (structs and classes) and the functions it declares.
    var testFiles: [(suites: Set<String>, functions: Set<String>)] = []

    /// Reads the Swift files under `folders` of `root`; those under `Tests` are test files.
    init(root: URL, folders: [String] = ["Sources", "Tests", "Examples"]) throws {
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            // Hidden folders are skipped: an example package's own `.build` (made by
            // `swift build --package-path Examples/Twig`) holds checkouts such as `GRDB.swift/`.
            guard
                let files = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                // Words, not a regex: `struct Name`, `func name(` are a keyword and the next word.
                let words = try String(contentsOf: file, encoding: .utf8)
                    .split { !($0.isLetter || $0.isNumber || $0 == "_") }
                var suites: Set<String> = []
                var functions: Set<String> = []
                for (keyword, name) in zip(words, words.dropFirst()) {
                    switch keyword {
                    case "class", "struct":
                        suites.insert(String(name))
                        declaredTypes.insert(String(name))
                    case "extension":  // a suite's tests split over files (`CatsShell+PaletteTests.swift`)
                        suites.insert(String(name))
                    case "enum", "protocol", "actor", "typealias", "associatedtype":
                        declaredTypes.insert(String(name))
                    case "func":
                        functions.insert(String(name))
                    default:
                        break
                    }
                }
                if folder.hasPrefix("Tests") { testFiles.append((suites, functions)) }
            }
        }
    }

    /// Whether some file under `Tests/` declares the suite and, in the same file, the function.
    func hasTest(_ name: String) -> Bool {
        let parts = name.split(separator: "/").map(String.init)
        guard parts.count == 2 else { return false }
        return testFiles.contains { $0.suites.contains(parts[0]) && $0.functions.contains(parts[1]) }
    }
}
