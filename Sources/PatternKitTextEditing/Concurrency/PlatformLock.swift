#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The platform's own lock, behind `Locked`: `os_unfair_lock` on Apple platforms, a
/// `pthread_mutex_t` elsewhere, at an address of its own (a lock must not move). Not generic,
/// so its code exists once whatever `Locked` holds.
enum PlatformLock {
    #if canImport(Darwin)
        typealias Primitive = os_unfair_lock
    #else
        typealias Primitive = pthread_mutex_t
    #endif

    /// A new, unlocked lock.
    static func make() -> UnsafeMutableRawPointer {
        let lock = UnsafeMutablePointer<Primitive>.allocate(capacity: 1)
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
        return UnsafeMutableRawPointer(lock)
    }

    /// Frees a lock `make()` returned; nobody may hold it.
    static func destroy(_ lock: UnsafeMutableRawPointer) {
        let lock = lock.assumingMemoryBound(to: Primitive.self)
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Waits until the calling thread holds `lock`.
    static func lock(_ lock: UnsafeMutableRawPointer) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock.assumingMemoryBound(to: Primitive.self))
        #else
            pthread_mutex_lock(lock.assumingMemoryBound(to: Primitive.self))
        #endif
    }

    /// Gives `lock` back; the calling thread must hold it.
    static func unlock(_ lock: UnsafeMutableRawPointer) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock.assumingMemoryBound(to: Primitive.self))
        #else
            pthread_mutex_unlock(lock.assumingMemoryBound(to: Primitive.self))
        #endif
    }
}
