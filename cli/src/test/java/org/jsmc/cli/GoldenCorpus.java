package org.jsmc.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The golden corpus on disk: every {@code golden/<family>/<name>.{c,i,ll}} with its expected files,
 * {@code <name>.expected} and, for programs checked with several parameters, {@code
 * <name>@<variant>.expected} (e.g. {@code readers@8.expected} with {@code flags: -DN=8}).
 */
final class GoldenCorpus {
    static final Path ROOT = Path.of("src/test/resources/golden");

    /** One program with one expected file. */
    record Case(Path program, Path expectedFile, String label) {
        Expected expected() throws IOException {
            return Expected.read(expectedFile);
        }

        boolean isC() {
            return program.toString().endsWith(".c");
        }

        String family() {
            return program.getParent().getFileName().toString();
        }
    }

    private GoldenCorpus() {}

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path p : files.sorted().toList()) {
                String name = p.getFileName().toString();
                if (!(name.endsWith(".c") || name.endsWith(".i") || name.endsWith(".ll"))) {
                    continue;
                }
                String base = name.substring(0, name.lastIndexOf('.'));
                try (Stream<Path> siblings = Files.list(p.getParent())) {
                    for (Path e : siblings.sorted().toList()) {
                        String f = e.getFileName().toString();
                        if (f.equals(base + ".expected")
                                || (f.startsWith(base + "@") && f.endsWith(".expected"))) {
                            String variant = f.substring(base.length(), f.length() - 9);
                            out.add(new Case(p, e, ROOT.relativize(p) + variant));
                        }
                    }
                }
            }
        }
        return out;
    }
}
