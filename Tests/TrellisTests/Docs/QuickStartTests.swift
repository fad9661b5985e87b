import Foundation
import Testing
import Trellis
import TrellisTerminalTesting
import TrellisTestSupport

/// The README's quick start: the code there is `QuickStart.swift`'s, word for word, and it
/// is a whole list screen: it loads behind AAPL's loading placeholder (never "No Cats"),
/// shows the cats, applies a reload as a diff, says "No Cats" when there are none, and a
/// click (or, in a terminal, Enter) opens a cat.
@MainActor
@Suite struct QuickStartTests {
    /// What the fake catalog answers, one answer per load, in order.
    actor Catalog {
        private var waiting: [CheckedContinuation<[Cat], any Error>] = []
        private var answers: [Result<[Cat], any Error>] = []

        func fetch() async throws -> [Cat] {
            if !answers.isEmpty { return try answers.removeFirst().get() }
            return try await withCheckedThrowingContinuation { waiting.append($0) }
        }

        func answer(_ cats: [Cat]) {
            if waiting.isEmpty { answers.append(.success(cats)) } else { waiting.removeFirst().resume(returning: cats) }
        }
    }

    static let repository = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift code block of the README's quick start.
    static func readmeCode() throws -> String {
        let readme = try String(contentsOf: repository.appending(path: "README.md"), encoding: .utf8)
        let quickStart = try #require(readme.components(separatedBy: "## Quick start").dropFirst().first)
        let section = try #require(quickStart.components(separatedBy: "\n## ").first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    @Test func theReadmeShowsExactlyThisCodeInAtMost25Lines() throws {
        let source = try String(
            contentsOf: Self.repository.appending(path: "Tests/TrellisTests/Docs/QuickStart.swift"), encoding: .utf8)
        let code = source.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
            .joined(separator: "\n")
        #expect(try Self.readmeCode() == code)
        #expect(code.split(separator: "\n").count <= 25)  // lines of app code, blank lines aside
    }

    @Test func theListLoadsBehindThePlaceholderThenDiffsAndEnterOpensACat() async {
        let catalog = Catalog()
        let reactor = CatsReactor { try await catalog.fetch() }
        let bag = BindingBag()
        var opened: [Cat] = []
        let list = catsList(reactor, bag: bag) { opened.append($0) }
        let pilot = Pilot.testing(root: list, columns: 24, rows: 5)
        pilot.app.focusedView = list

        #expect(
            await eventually {
                pilot.frame()
                return reactor.currentState.cats == .loading
            })
        #expect(!pilot.screenLines.joined().contains("No Cats"))

        await catalog.answer([Cat(id: 1, name: "Abyssinian"), Cat(id: 2, name: "Bengal")])
        #expect(
            await eventually {
                pilot.frame()
                return pilot.screenLines.contains { $0.contains("Bengal") }
            })
        pilot.assertScreen(["Abyssinian             ›", "Bengal                 ›"])

        list.dataSource.setNeedsLoadContent()  // `r`: a refresh keeps the cats on screen
        #expect(
            await eventually { reactor.currentState.cats == .refreshing([Cat(id: 1, name: "Abyssinian"), Cat(id: 2, name: "Bengal")]) })
        pilot.frame()
        pilot.assertScreen(["Abyssinian             ›", "Bengal                 ›"])
        await catalog.answer([Cat(id: 2, name: "Bengal"), Cat(id: 3, name: "Chartreux")])
        #expect(
            await eventually {
                pilot.frame()
                return pilot.screenLines.contains { $0.contains("Chartreux") }
            })
        pilot.assertScreen(["Bengal                 ›", "Chartreux              ›"])

        pilot.click(x: 3, y: 1)  // a tap
        #expect(opened == [Cat(id: 3, name: "Chartreux")])
        list.handlesKeys()  // the terminal host's keys
        pilot.press(.up)
        pilot.press(.enter)
        #expect(opened == [Cat(id: 3, name: "Chartreux"), Cat(id: 2, name: "Bengal")])

        list.dataSource.setNeedsLoadContent()
        await catalog.answer([])
        #expect(
            await eventually {
                pilot.frame()
                return pilot.screenLines.joined().contains("No Cats")
            })
        _ = bag
    }
}
