package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SonameLinksTest {

    @TempDir Path libraries;
    @TempDir Path cache;

    @Test
    void concurrentCallersShareOneCompleteDirectory() throws Exception {
        Files.writeString(libraries.resolve("libLLVM.so"), "llvm");
        Files.writeString(libraries.resolve("libclang-cpp.so"), "clang");
        int callers = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(callers);
        try {
            List<Future<Path>> results = new ArrayList<>();
            for (int i = 0; i < callers; i++) {
                results.add(
                        pool.submit(
                                () -> {
                                    start.await();
                                    return SonameLinks.directory(libraries, cache);
                                }));
            }
            start.countDown();
            Path first = results.get(0).get();
            for (Future<Path> r : results) {
                assertThat(r.get()).isEqualTo(first);
            }
            assertThat(first.getParent()).isEqualTo(cache);
            String so = LlvmVersion.soname();
            assertThat(Files.readString(first.resolve("libLLVM.so." + so))).isEqualTo("llvm");
            assertThat(Files.readString(first.resolve("libclang-cpp.so." + so))).isEqualTo("clang");
            try (Stream<Path> entries = Files.list(cache)) {
                assertThat(entries).containsExactly(first);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
