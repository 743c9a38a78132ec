// The module's one import of the C library (Glibc, Musl or Darwin), re-exported so that every file of the module
// sees it: the commands' own system calls (file descriptors, atomic writes, exit). `IMDFCommandLine` is the `imdf`
// tool's implementation, not a library product, so the re-export reaches only the tool and its tests; the library
// modules keep the C library to one file each and wrap what they need (IMDFKit's `Platform.swift`).

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
