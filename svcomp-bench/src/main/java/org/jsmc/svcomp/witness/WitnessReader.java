package org.jsmc.svcomp.witness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads a violation witness file of either format, told apart by its extension. */
public final class WitnessReader {
    private WitnessReader() {}

    /**
     * The replay guide of the witness in {@code file}.
     *
     * @throws WitnessException if the file cannot be read or is no violation witness
     */
    public static ReplayGuide read(Path file) {
        WitnessFormat format = WitnessFormat.of(file);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new WitnessException("witness " + file + ": cannot read it (" + e + ")", e);
        }
        String name = file.toString();
        return switch (format) {
            case GRAPHML -> GraphmlWitnessReader.read(bytes, name);
            case YAML -> YamlWitnessReader.read(new String(bytes, StandardCharsets.UTF_8), name);
        };
    }
}
