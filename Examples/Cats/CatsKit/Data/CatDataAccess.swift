import CatsAPI
import Foundation

/// Where the Cats app's breeds come from: AAPL's `AAPLDataAccessManager`, one interface so
/// the screens never know whether the data is bundled, cached or fetched.
public protocol CatDataAccess: Sendable {
    /// Every breed in the catalog.
    func fetchCats() async throws(CatDataError) -> [Cat]
}

/// What went wrong getting the breeds; each case says what to fix.
public enum CatDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The catalog file could not be read or is not valid.
    case catalog(CatalogError)
    /// `--fail` asked for a failure, to show the error placeholder.
    case simulatedFailure

    public var description: String {
        switch self {
        case let .catalog(error): error.description
        case .simulatedFailure: "the network is unreachable (simulated with --fail)"
        }
    }
}

/// Reads the catalog from a JSON file (the bundled one by default), after a configurable
/// latency so the loading state is visible, or fails on purpose.
public struct BundledCatData: CatDataAccess {
    /// The catalog file.
    public var url: URL
    /// How long a fetch takes.
    public var latency: Duration
    /// Whether every fetch fails with ``CatDataError/simulatedFailure``.
    public var fails: Bool

    /// The catalog that ships with the app.
    public static var bundledCatalogURL: URL? { BreedCatalog.bundledURL }

    public init(url: URL, latency: Duration = .zero, fails: Bool = false) {
        self.url = url
        self.latency = latency
        self.fails = fails
    }

    public func fetchCats() async throws(CatDataError) -> [Cat] {
        if latency > .zero { try? await Task.sleep(for: latency) }
        if fails { throw .simulatedFailure }
        do throws(CatalogError) {
            return try BreedCatalog.load(path: url.path).map { Cat(name: $0.name, origin: $0.origin, coat: $0.coat, description: $0.description) }
        } catch {
            throw .catalog(error)
        }
    }
}

