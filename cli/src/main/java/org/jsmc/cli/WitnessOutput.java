package org.jsmc.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.UUID;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.ir.Module;
import org.jsmc.svcomp.task.DataModel;
import org.jsmc.svcomp.task.PropertyFile;
import org.jsmc.svcomp.witness.GraphmlWitnessWriter;
import org.jsmc.svcomp.witness.ReplayGuide;
import org.jsmc.svcomp.witness.SourceIndex;
import org.jsmc.svcomp.witness.Specification;
import org.jsmc.svcomp.witness.TraceGuide;
import org.jsmc.svcomp.witness.WitnessFormat;
import org.jsmc.svcomp.witness.WitnessTask;
import org.jsmc.svcomp.witness.YamlWitnessWriter;

/**
 * {@code --witness FILE}: the violation witness of a {@code false} answer to {@code --property}, in
 * the format {@code FILE}'s extension names. The file appears whole or not at all: the witness is
 * written beside it under a temporary name and moved into place.
 *
 * <p>Owned by one {@link Jsmc#call()}: {@link PropertyCheck} hands it the loaded module (for
 * function names and call columns), then {@link #write} writes the counterexample.
 */
final class WitnessOutput {
    private final Path file;
    private final WitnessFormat format;
    private final DataModel dataModel;
    private Module module;

    private WitnessOutput(Path file, WitnessFormat format, DataModel dataModel) {
        this.file = file;
        this.format = format;
        this.dataModel = dataModel;
    }

    /**
     * The witness output to {@code file}.
     *
     * @throws org.jsmc.svcomp.witness.WitnessException if the extension names no witness format
     */
    static WitnessOutput of(Path file, boolean m32) {
        return new WitnessOutput(
                file, WitnessFormat.of(file), m32 ? DataModel.ILP32 : DataModel.LP64);
    }

    /** The module the property check explores. */
    void loaded(Module m) {
        module = m;
    }

    /** Writes the witness of {@code error}, found in {@code program} against {@code property}. */
    void write(Path program, PropertyFile property, ErrorTrace error) {
        String hash = sha256(program);
        String specification = Specification.text(property);
        SourceIndex index = module == null ? SourceIndex.empty() : SourceIndex.of(module);
        ReplayGuide guide = TraceGuide.of(error, specification, program.toString(), hash, index);
        WitnessTask task =
                new WitnessTask(
                        program.toString(),
                        hash,
                        specification,
                        dataModel,
                        "jsmc",
                        VersionProvider.version(),
                        OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS),
                        UUID.randomUUID());
        String text =
                switch (format) {
                    case GRAPHML -> GraphmlWitnessWriter.write(guide, task);
                    case YAML -> YamlWitnessWriter.write(guide, task);
                };
        writeWhole(text);
    }

    private void writeWhole(String text) {
        Path target = file.toAbsolutePath();
        Path temp = null;
        try {
            temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".part");
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            try {
                Files.move(
                        temp,
                        target,
                        StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(temp);
            throw new UncheckedIOException("cannot write the witness " + file, e);
        }
    }

    private static void deleteQuietly(Path p) {
        if (p == null) {
            return;
        }
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // the write already failed; that error is the one to report
        }
    }

    /** The SHA-256 of {@code file}'s bytes, in lower-case hex. */
    static String sha256(Path file) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this Java", e);
        }
    }
}
