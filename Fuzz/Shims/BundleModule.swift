// Fuzz shim for the `Bundle.module` SwiftPM generates for CatsAPI's resources: the fuzz
// build has no bundle, so `BreedCatalog.bundledURL` is nil; the target decodes bytes.
import Foundation

extension Bundle {
    static var module: Bundle { .main }
}
