package org.jsmc.svcomp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes small sv-benchmarks-like task folders for the tests. */
public final class Tasks {
    private Tasks() {}

    public static final String UNREACH_CALL =
            "CHECK( init(main()), LTL(G ! call(reach_error())) )\n";
    public static final String NO_DEADLOCK = "CHECK( init(main()), LTL(G ! deadlock) )\n";

    /** {@code root/properties/unreach-call.prp} and {@code no-deadlock.prp}. */
    public static void properties(Path root) throws IOException {
        write(root.resolve("properties/unreach-call.prp"), UNREACH_CALL);
        write(root.resolve("properties/no-deadlock.prp"), NO_DEADLOCK);
    }

    /**
     * {@code root/folder/name.c} and {@code root/folder/name.yml} (format 2.0) with the expected
     * verdict for unreach-call and the data model given; returns the yml.
     */
    public static Path task(
            Path root, String folder, String name, Boolean expected, String dataModel)
            throws IOException {
        Path dir = root.resolve(folder);
        write(dir.resolve(name + ".c"), "int main(void) { return 0; }\n");
        String up = "../".repeat(Path.of(folder).getNameCount());
        return write(
                dir.resolve(name + ".yml"),
                "format_version: '2.0'\n"
                        + "input_files: '"
                        + name
                        + ".c'\n"
                        + "properties:\n"
                        + "  - property_file: "
                        + up
                        + "properties/unreach-call.prp\n"
                        + (expected == null ? "" : "    expected_verdict: " + expected + "\n")
                        + "  - property_file: "
                        + up
                        + "properties/no-deadlock.prp\n"
                        + "    expected_verdict: true\n"
                        + "options:\n  language: C\n  data_model: "
                        + dataModel
                        + "\n");
    }

    public static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }
}
