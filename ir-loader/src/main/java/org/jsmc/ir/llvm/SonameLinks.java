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

    private SonameLinks() {}

    /** A directory holding the soname links to the libraries in {@code libraryDirectory}. */
    static synchronized Path directory(Path libraryDirectory) {
        List<String[]> links =
                List.of(
                        new String[] {"libLLVM.so." + LlvmVersion.soname(), "libLLVM.so"},
                        new String[] {
                            "libclang-cpp.so." + LlvmVersion.soname(), "libclang-cpp.so"
                        });
        for (String[] link : links) {
            if (!Files.isRegularFile(libraryDirectory.resolve(link[1]))) {
                throw new InputException(
                        "cannot run the bundled clang: "
                                + libraryDirectory.resolve(link[1])
                                + " is missing");
            }
        }
        String key =
                "jsmc-sonames-"
                        + LlvmVersion.full()
                        + "-"
                        + Integer.toHexString(libraryDirectory.toString().hashCode());
        try {
            Path cache = Loader.getCacheDir().toPath();
            Path target = cache.resolve(key);
            if (complete(target, links)) {
                return target;
            }
            Path staging = build(cache, key, libraryDirectory, links);
            try {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                // Another process won the race (or a broken directory is in the way).
                deleteTree(staging);
            }
            if (complete(target, links)) {
                return target;
            }
        } catch (IOException e) {
            // Fall through to a private directory.
        }
        try {
            Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
            Path mine = build(tmp, key, libraryDirectory, links);
            mine.toFile().deleteOnExit();
            for (String[] link : links) {
                mine.resolve(link[0]).toFile().deleteOnExit();
            }
            return mine;
        } catch (IOException e) {
            throw new InputException("cannot prepare the bundled clang: " + e.getMessage(), e);
        }
    }

    private static Path build(Path parent, String key, Path libraryDirectory, List<String[]> links)
            throws IOException {
        Files.createDirectories(parent);
        Path staging = Files.createTempDirectory(parent, key + ".tmp");
        for (String[] link : links) {
            Files.createSymbolicLink(
                    staging.resolve(link[0]), libraryDirectory.resolve(link[1]).toAbsolutePath());
        }
        return staging;
    }

    private static boolean complete(Path dir, List<String[]> links) {
        // Files.exists follows the links, so a dangling link does not count.
        return links.stream().allMatch(link -> Files.exists(dir.resolve(link[0])));
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
