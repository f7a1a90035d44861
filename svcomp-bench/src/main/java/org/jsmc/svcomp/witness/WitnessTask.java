package org.jsmc.svcomp.witness;

import java.time.OffsetDateTime;
import java.util.UUID;
import org.jsmc.svcomp.task.DataModel;

/**
 * The metadata of a witness: which task it is for and who wrote it when.
 *
 * @param programFile the program file as given to the verifier
 * @param programHash the program file's SHA-256, in lower-case hex
 * @param specification the property file's text ({@link Specification#text})
 * @param dataModel ILP32 ({@code -m32}) or LP64
 * @param producer the tool's name, e.g. {@code jsmc}
 * @param version the tool's version
 * @param creationTime when the witness was made
 * @param uuid the YAML entry's identity
 */
public record WitnessTask(
        String programFile,
        String programHash,
        String specification,
        DataModel dataModel,
        String producer,
        String version,
        OffsetDateTime creationTime,
        UUID uuid) {}
