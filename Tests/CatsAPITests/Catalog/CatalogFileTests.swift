import Foundation
import Testing
import TrellisTestSupport

@testable import CatsAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct CatalogFileTests {
    @Test("a regular file is read whole, up to and including the limit")
    func regularFile() throws {
        try withTemporaryDirectory(prefix: "catalog") { directory throws in
            let path = directory.appendingPathComponent("cats.json").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("0123456789".utf8)))
            #expect(try CatalogFile.contents(of: path, limit: 10) == Data("0123456789".utf8))
            #expect(throws: CatalogError.tooLarge(path: path, bytes: 10, limit: 9)) { try CatalogFile.contents(of: path, limit: 9) }
            #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            #expect(try CatalogFile.contents(of: path, limit: 10).isEmpty)
        }
    }

    @Test("a 2 GB sparse file is refused from its size, before it is read")
    func hugeSparseFile() throws {
        try withTemporaryDirectory(prefix: "catalog") { directory in
            let path = directory.appendingPathComponent("huge.json").path
            let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
            try #require(descriptor >= 0)
            #expect(ftruncate(descriptor, 2 << 30) == 0)
            close(descriptor)
            #expect(throws: CatalogError.tooLarge(path: path, bytes: 2 << 30, limit: BreedCatalog.maximumSize)) {
                try CatalogFile.contents(of: path, limit: BreedCatalog.maximumSize)
            }
        }
    }

    @Test("a directory, a FIFO and a device are named as such, not as a permission problem")
    func specialFiles() throws {
        try withTemporaryDirectory(prefix: "catalog") { directory in
            #expect(throws: CatalogError.notAFile(path: directory.path, kind: "a directory")) {
                try CatalogFile.contents(of: directory.path, limit: 100)
            }
            let fifo = directory.appendingPathComponent("fifo").path
            try #require(mkfifo(fifo, 0o600) == 0)
            // No writer: reading it would wait forever; it must be refused at once.
            #expect(throws: CatalogError.notAFile(path: fifo, kind: "a FIFO (named pipe)")) {
                try CatalogFile.contents(of: fifo, limit: 100)
            }
        }
        #expect(throws: CatalogError.notAFile(path: "/dev/zero", kind: "a character device")) {
            try CatalogFile.contents(of: "/dev/zero", limit: 100)
        }
        #expect(
            CatalogError.notAFile(path: "/dev/zero", kind: "a character device").description
                == "cannot read the cat catalog at /dev/zero: it is a character device, not a regular file")
    }

    @Test("loading from a device fails with the catalog error, not a hang or a permission message")
    func loadingFromADevice() {
        #expect(throws: CatalogError.notAFile(path: "/dev/zero", kind: "a character device")) { try BreedCatalog.load(path: "/dev/zero") }
    }

    @Test("a missing file gives the system's reason")
    func missingFile() {
        #expect(throws: CatalogError.unreadable(path: "/nonexistent/cats.json", reason: "No such file or directory")) {
            try CatalogFile.contents(of: "/nonexistent/cats.json", limit: 100)
        }
    }
}
