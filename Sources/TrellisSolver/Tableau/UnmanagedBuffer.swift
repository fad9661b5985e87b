/// A growable run of plain values in manually managed memory.
///
/// The tableau keeps every hot array in these buffers instead of `Array` so that the
/// pivot loop never touches a reference count or a uniqueness check. The price is
/// manual ownership: a buffer is a plain handle, copying it aliases the memory, and the
/// owner (``SolverCore``) frees each buffer exactly once with ``deallocate()``.
@usableFromInline
struct UnmanagedBuffer<Element: BitwiseCopyable> {
    @usableFromInline var base: UnsafeMutablePointer<Element>?
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    @inlinable
    init() {
        base = nil
        count = 0
        capacity = 0
    }

    @inlinable
    init(repeating value: Element, count: Int) {
        self.init()
        if count > 0 {
            reserve(count)
            base!.initialize(repeating: value, count: count)
            self.count = count
        }
    }

    @inlinable
    var isEmpty: Bool { count == 0 }

    @inlinable
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "UnmanagedBuffer index \(index) out of range 0..<\(count)")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "UnmanagedBuffer index \(index) out of range 0..<\(count)")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    /// Makes room for at least `minimumCapacity` elements, growing geometrically.
    @inlinable
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let newCapacity = Swift.max(minimumCapacity, capacity * 2, 8)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }

    @inlinable
    mutating func append(_ element: Element) {
        if count == capacity { reserve(count + 1) }
        base.unsafelyUnwrapped[count] = element
        count += 1
    }

    @inlinable
    mutating func removeLast() -> Element {
        assert(count > 0, "removeLast on an empty UnmanagedBuffer")
        count -= 1
        return base.unsafelyUnwrapped[count]
    }

    @inlinable
    mutating func removeAll() {
        count = 0
    }

    /// An independent copy with its own memory.
    @inlinable
    func copy() -> UnmanagedBuffer {
        var result = UnmanagedBuffer()
        if count > 0 {
            result.reserve(count)
            result.base!.initialize(from: base!, count: count)
            result.count = count
        }
        return result
    }

    /// Frees the memory; the buffer must not be used afterwards.
    @inlinable
    mutating func deallocate() {
        base?.deallocate()
        base = nil
        count = 0
        capacity = 0
    }
}
