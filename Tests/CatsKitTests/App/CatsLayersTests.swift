import Foundation
import Testing

/// Facebook's layering (`FBFoundation` and `FBUIKit` business-free, `FBAppKit` the app's
/// own) as Cats keeps it: the Trellis modules know nothing of the app, and the app's wire
/// types and its server know nothing of views, lists or terminals. `.ci/check-layers`
/// checks every module's allowed imports; this names the app's side of the rule.
@Suite struct CatsLayersTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each `.swift` file under `folder` (relative to the package) and the modules it imports.
    static func imports(under folder: String) throws -> [(file: String, module: String)] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: base.path])
        }
        var found: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "internal" })
                else { continue }
                found.append((url.path.replacingOccurrences(of: root.path + "/", with: ""), String(words[index + 1])))
            }
        }
        return found
    }

    static let appModules: Set<String> = ["CatsAPI", "CatsKit", "CatsServerKit", "GalleryKit"]
    static let uiModules: Set<String> = ["TrellisViews", "TrellisLists", "TrellisTerminal", "TrellisReactor", "TrellisShell", "Trellis"]

    @Test func noTrellisModuleImportsTheApp() throws {
        let all = try Self.imports(under: "Sources")
        #expect(all.count > 100, "the scan found the library's imports")
        let offending = all.filter { Self.appModules.contains($0.module) }.map { "\($0.file) imports \($0.module)" }
        #expect(offending == [])
    }

    @Test(arguments: ["Examples/Cats/CatsAPI", "Examples/Cats/CatsServerKit", "Examples/Cats/cats-server"])
    func theWireTypesAndTheServerImportNoUI(folder: String) throws {
        let all = try Self.imports(under: folder)
        #expect(!all.isEmpty, "the scan found \(folder)'s imports")
        let offending = all.filter { Self.uiModules.contains($0.module) || $0.module == "CatsKit" }
            .map { "\($0.file) imports \($0.module)" }
        #expect(offending == [])
    }
}
