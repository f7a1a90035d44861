package org.jsmc.ir.llvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.bytedeco.javacpp.Loader;
import org.jsmc.ir.InputException;

/**
 * A directory of symbolic links that gives the bundled LLVM libraries the sonames the clang
 * executable was linked against ({@code libLLVM.so.20.1 -> …/libLLVM.so}).
 *
 * <p>The directory lives in JavaCPP's cache, named after the LLVM version and the library
 * directory, and is shared by all jsmc processes. Two processes may start at once, so it is built
 * under a temporary name and renamed into place in one atomic step; the loser of the race uses the
 * winner's directory. If the cache is not writable, or holds a broken directory of that name, a
 * private temporary directory is used instead.
 */
final class SonameLinks {

    private record Link(String soname, String file) {}

    private SonameLinks() {}

    /** A directory holding the soname links to the libraries in {@code libraryDirectory}. */
    static synchronized Path directory(Path libraryDirectory) {
        Path cache;
        try {
            cache = Loader.getCacheDir().toPath();
        } catch (IOException e) {
            cache = Path.of(System.getProperty("java.io.tmpdir"));
        }
        return directory(libraryDirectory, cache);
    }

    /**
     * The same, with the shared directory under {@code cache}. Safe to call from several processes
     * (or threads) at once.
     */
    static Path directory(Path libraryDirectory, Path cache) {
        List<Link> links =
                List.of(
                        new Link("libLLVM.so." + LlvmVersion.soname(), "libLLVM.so"),
                        new Link("libclang-cpp.so." + LlvmVersion.soname(), "libclang-cpp.so"));
        for (Link link : links) {
            Path file = libraryDirectory.resolve(link.file());
            if (!Files.isRegularFile(file)) {
                throw new InputException("cannot run the bundled clang: " + file + " is missing");
            }
        }
        String key =
                "jsmc-sonames-"
                        + LlvmVersion.full()
                        + "-"
                        + Integer.toHexString(
                                libraryDirectory.toAbsolutePath().toString().hashCode());
        Path target = cache.resolve(key);
        try {
            if (complete(target, links)) {
                return target;
            }
            Path staging = build(cache, key, libraryDirectory, links);
            try {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                // Another process won the race, or a broken directory is in the way.
                deleteTree(staging);
            }
            if (complete(target, links)) {
                return target;
            }
        } catch (IOException e) {
            // The cache is not writable: fall through to a private directory.
        }
        try {
            Path mine =
                    build(
                            Path.of(System.getProperty("java.io.tmpdir")),
                            key,
                            libraryDirectory,
                            links);
            mine.toFile().deleteOnExit();
            for (Link link : links) {
                mine.resolve(link.soname()).toFile().deleteOnExit();
            }
            return mine;
        } catch (IOException e) {
            throw new InputException("cannot prepare the bundled clang: " + e.getMessage(), e);
        }
    }

    private static Path build(Path parent, String key, Path libraryDirectory, List<Link> links)
            throws IOException {
        Files.createDirectories(parent);
        Path staging = Files.createTempDirectory(parent, key + ".tmp");
        for (Link link : links) {
            Files.createSymbolicLink(
                    staging.resolve(link.soname()),
                    libraryDirectory.resolve(link.file()).toAbsolutePath());
        }
        return staging;
    }

    private static boolean complete(Path dir, List<Link> links) {
        // Files.exists follows the links, so a dangling link does not count.
        return links.stream().allMatch(link -> Files.exists(dir.resolve(link.soname())));
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // Only a leftover staging directory.
        }
    }
}
