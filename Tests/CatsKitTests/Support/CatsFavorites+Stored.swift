import CatsAPI
import CatsKit

extension CatsFavorites {
    /// The favorite ids as stored now: the first list the observation sends (empty when it
    /// fails).
    func storedIDs() async -> [Int64] {
        do {
            for try await breeds in observe() { return breeds.map(\.id) }
        } catch {
            return []
        }
        return []
    }
}
