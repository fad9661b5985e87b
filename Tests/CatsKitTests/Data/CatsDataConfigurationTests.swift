import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

@Suite struct CatsDataConfigurationTests {
    @Test func xdgDataHomeWins() throws {
        try withTemporaryDirectory(prefix: "cats-data") { directory in
            let root = directory.path
            let path = try CatsDataConfiguration.defaultDatabasePath(environment: ["XDG_DATA_HOME": root + "/xdg", "HOME": root + "/home"])
            #expect(path == root + "/xdg/trellis-cats/cats.sqlite")
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: root + "/xdg/trellis-cats", isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }

    @Test func relativeOrEmptyXDGFallsBackToHome() throws {
        try withTemporaryDirectory(prefix: "cats-data") { directory in
            let root = directory.path
            for xdg in ["relative/dir", ""] {
                let path = try CatsDataConfiguration.defaultDatabasePath(environment: ["XDG_DATA_HOME": xdg, "HOME": root])
                #expect(path == root + "/.local/share/trellis-cats/cats.sqlite")
            }
            #expect(FileManager.default.fileExists(atPath: root + "/.local/share/trellis-cats"))
        }
    }

    @Test func noUsableDirectoryIsATypedError() {
        for environment in [[:], ["HOME": "relative"], ["XDG_DATA_HOME": "x", "HOME": ""]] {
            #expect(throws: CatsDataError.self) { try CatsDataConfiguration.defaultDatabasePath(environment: environment) }
        }
    }

    @Test func aFolderThatCannotBeMadeIsATypedError() throws {
        try withTemporaryDirectory(prefix: "cats-data") { directory in
            let root = directory.path
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/file"))
            let error = #expect(throws: CatsDataError.self) {
                try CatsDataConfiguration.defaultDatabasePath(environment: ["XDG_DATA_HOME": root + "/file"])
            }
            guard case .cannotCreateDirectory(let path, _)? = error else {
                Issue.record("expected cannotCreateDirectory, got \(String(describing: error))")
                return
            }
            #expect(path == root + "/file/trellis-cats")
        }
    }

    @Test func aCorruptDatabaseIsATypedError() async throws {
        try await DataFixture.withDatabaseFile { path in
            try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: path))
            let error = await #expect(throws: CatsDataError.self) { try await DataFixture.open(.file(path: path)) }
            guard case .store(.corruptFile(let reported, _))? = error else {
                Issue.record("expected a corrupt file, got \(String(describing: error))")
                return
            }
            #expect(reported == path)
        }
    }

    @Test func aBadServerURLIsATypedError() async {
        for url in ["", "cats.test:8080", "ftp://cats.test", "http://", "http://cats.test/?q=1"] {
            let error = await #expect(throws: CatsDataError.self) {
                try await CatsServices.open(CatsDataConfiguration(database: .inMemory, server: url, retryInterval: nil))
            }
            #expect(error == .invalidServerURL(url))
        }
    }

    @Test func aMissingCatalogIsATypedError() async throws {
        try await withTemporaryDirectory(prefix: "cats-data") { directory async throws in
            let root = directory.path
            let error = await #expect(throws: CatsDataError.self) { try await DataFixture.open(catalogPath: root + "/missing.json") }
            guard case .catalog(.unreadable)? = error else {
                Issue.record("expected an unreadable catalog, got \(String(describing: error))")
                return
            }
        }
    }
}
