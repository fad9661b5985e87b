// Fuzz shim for CatsAPI's `CatsLinks` (Links/CatsLinks.swift), whose search link needs
// TrellisData's networking: `Breed.link` needs only the cat link.

enum CatsLinks {
    static func cat(_ id: Int64) -> String { "cats://cat/\(id)" }
}
