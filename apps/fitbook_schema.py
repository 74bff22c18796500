"""Fitbook's SQLite schema as drift creates it: the column definitions of
brandonp2412/FitBook@2.0.31 (commit 16b027e, the F-Droid build of versionName 2.0.31)
``lib/database/database.g.dart`` (``$FoodsTable``, ``$DiariesTable``, ``$WeightsTable``,
``$SettingsTable``, ``$MetadataTable``: each ``GeneratedColumn``'s name, nullability, type,
``defaultValue`` and ``defaultConstraints``, in ``$columns`` order), written as drift 2's
``Migrator.createTable`` writes them: ``CREATE TABLE IF NOT EXISTS "name" ("col" TYPE
NULL|NOT NULL [DEFAULT v] [constraints], ...)``; drift types: int -> INTEGER, double ->
REAL, string -> TEXT, bool -> INTEGER with ``CHECK ("col" IN (0, 1))``, dateTime ->
INTEGER (unix seconds: ``build.yaml`` keeps ``store_date_time_values_as_text`` false).
Tables in ``allSchemaEntities`` order; schema version 45 (``AppDatabase.schemaVersion``).
A fresh install runs ``onCreate`` (``createAll``, the bundled foods, one ``settings`` row)
and no migration, so none of the indexes the migrations add exists.
"""

from __future__ import annotations

SCHEMA_VERSION = 45

FOODS_COLUMNS = (
    '"barcode" TEXT NULL', '"added_sugar_g" REAL NULL', '"alanine_mg" REAL NULL',
    '"alcohol_g" REAL NULL', '"arginine_mg" REAL NULL', '"aspartic_acid_mg" REAL NULL',
    '"betaine_mg" REAL NULL', '"big_image" TEXT NULL', '"biotin_b7_mcg" REAL NULL',
    '"caffeine_mg" REAL NULL', '"calcium_mg" REAL NULL', '"calories" REAL NULL',
    '"carbohydrate_g" REAL NULL', '"carotene_alpha_mcg" REAL NULL',
    '"carotene_beta_mcg" REAL NULL', '"chlorine_mg" REAL NULL', '"cholesterol_mg" REAL NULL',
    '"choline_mg" REAL NULL', '"copper_cu_mg" REAL NULL', '"created" INTEGER NULL',
    '"cystine_mg" REAL NULL', '"dihydrophylloquinone_mcg" REAL NULL', '"fat_g" REAL NULL',
    '"fatty_acids_total_monounsaturated_mg" REAL NULL',
    '"fatty_acids_total_polyunsaturated_mg" REAL NULL',
    '"favorite" INTEGER NULL CHECK ("favorite" IN (0, 1))', '"fiber_g" REAL NULL',
    '"fluoride_f_mcg" REAL NULL', '"folate_b9_mcg" REAL NULL', '"folate_dfe_mcg" REAL NULL',
    '"folic_acid_mcg" REAL NULL', '"food_folate_mcg" REAL NULL', '"food_group" TEXT NULL',
    '"fructose_g" REAL NULL', '"galactose_g" REAL NULL', '"glucose_dextrose_g" REAL NULL',
    '"glutamic_acid_mg" REAL NULL', '"glycine_mg" REAL NULL', '"histidine_mg" REAL NULL',
    '"hydroxyproline_mg" REAL NULL', '"id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT',
    '"image_file" TEXT NULL', '"insoluble_fiber_g" REAL NULL', '"iron_fe_mg" REAL NULL',
    '"isoleucine_mg" REAL NULL', '"lactose_g" REAL NULL', '"leucine_mg" REAL NULL',
    '"lutein_zeaxanthin_mcg" REAL NULL', '"lycopene_mcg" REAL NULL', '"lysine_mg" REAL NULL',
    '"magnesium_mg" REAL NULL', '"maltose_g" REAL NULL', '"manganese_mg" REAL NULL',
    '"menaquinone_4_mcg" REAL NULL', '"methionine_mg" REAL NULL', '"molybdenum_mcg" REAL NULL',
    '"name" TEXT NOT NULL', '"net_carbs_g" REAL NULL', '"niacin_b3_mg" REAL NULL',
    '"omega_3s_mg" REAL NULL', '"omega_6s_mg" REAL NULL', '"pantothenic_acid_b5_mg" REAL NULL',
    '"phenylalanine_mg" REAL NULL', '"phosphorus_p_mg" REAL NULL', '"potassium_k_mg" REAL NULL',
    '"pral_score" REAL NULL', '"proline_mg" REAL NULL', '"protein_g" REAL NULL',
    '"retinol_mcg" REAL NULL', '"riboflavin_b2_mg" REAL NULL', '"saturated_fats_g" REAL NULL',
    '"selenium_se_mcg" REAL NULL', '"serine_mg" REAL NULL', '"serving_description_1_g" TEXT NULL',
    '"serving_description_2_g" TEXT NULL', '"serving_description_3_g" TEXT NULL',
    '"serving_description_4_g" TEXT NULL', '"serving_description_5_g" TEXT NULL',
    '"serving_description_6_g" TEXT NULL', '"serving_description_7_g" TEXT NULL',
    '"serving_description_8_g" TEXT NULL', '"serving_description_9_g" TEXT NULL',
    '"serving_size" REAL NULL', '"serving_unit" TEXT NULL', '"serving_weight_1_g" REAL NULL',
    '"serving_weight_2_g" REAL NULL', '"serving_weight_3_g" REAL NULL',
    '"serving_weight_4_g" REAL NULL', '"serving_weight_5_g" REAL NULL',
    '"serving_weight_6_g" REAL NULL', '"serving_weight_7_g" REAL NULL',
    '"serving_weight_8_g" REAL NULL', '"serving_weight_9_g" REAL NULL', '"small_image" TEXT NULL',
    '"sodium_mg" REAL NULL', '"soluble_fiber_g" REAL NULL', '"starch_g" REAL NULL',
    '"sucrose_g" REAL NULL', '"sugars_g" REAL NULL', '"theobromine_mg" REAL NULL',
    '"thiamin_b1_mg" REAL NULL', '"threonine_mg" REAL NULL', '"total_sugar_alcohols_g" REAL NULL',
    '"trans_fatty_acids_g" REAL NULL', '"tryptophan_mg" REAL NULL', '"tyrosine_mg" REAL NULL',
    '"_18_3_n_3_c_c_c_ala_mg" REAL NULL', '"_200_calorie_weight_g" REAL NULL',
    '"_20_5_n_3_epa_mg" REAL NULL', '"_22_5_n_3_dpa_mg" REAL NULL', '"_22_6_n_3_dha_mg" REAL NULL',
    '"valine_mg" REAL NULL', '"vitamin_a_iu_iu" REAL NULL', '"vitamin_a_rae_mcg" REAL NULL',
    '"vitamin_b_12_mcg" REAL NULL', '"vitamin_b6_mg" REAL NULL', '"vitamin_c_mg" REAL NULL',
    '"vitamin_d2_ergocalciferol_mcg" REAL NULL', '"vitamin_d3_cholecalciferol_mcg" REAL NULL',
    '"vitamin_d_iu_iu" REAL NULL', '"vitamin_d_mcg" REAL NULL',
    '"vitamin_e_alpha_tocopherol_mg" REAL NULL', '"vitamin_k_mcg" REAL NULL',
    '"water_g" REAL NULL', '"zinc_zn_mg" REAL NULL',
)
DIARIES_COLUMNS = (
    '"id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT',
    '"food" INTEGER NOT NULL REFERENCES foods (id)', '"created" INTEGER NOT NULL',
    '"quantity" REAL NOT NULL', '"unit" TEXT NOT NULL',
)
WEIGHTS_COLUMNS = (
    '"id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT', '"created" INTEGER NOT NULL',
    '"unit" TEXT NOT NULL', '"amount" REAL NOT NULL', '"image" TEXT NULL',
)
SETTINGS_COLUMNS = (
    '"curve_lines" INTEGER NOT NULL DEFAULT 1 CHECK ("curve_lines" IN (0, 1))',
    '"auto_calc" INTEGER NOT NULL DEFAULT 0 CHECK ("auto_calc" IN (0, 1))',
    '"daily_calories" INTEGER NULL', '"daily_carb" INTEGER NULL', '"daily_fat" INTEGER NULL',
    '"daily_protein" INTEGER NULL', '"daily_fiber" INTEGER NULL', '"diary_summary" TEXT NOT NULL',
    '"entry_unit" TEXT NOT NULL',
    '"favorite_new" INTEGER NOT NULL CHECK ("favorite_new" IN (0, 1))',
    '"food_unit" TEXT NOT NULL', '"id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT',
    '"last_graph" TEXT NOT NULL DEFAULT \'AppMetric.calories\'',
    '"long_date_format" TEXT NOT NULL', '"off_login" TEXT NULL', '"off_password" TEXT NULL',
    '"positive_reinforcement" INTEGER NOT NULL DEFAULT 1 CHECK ("positive_reinforcement" IN (0, 1))',
    '"reminders" INTEGER NOT NULL DEFAULT 0 CHECK ("reminders" IN (0, 1))',
    '"select_entry_on_submit" INTEGER NOT NULL CHECK ("select_entry_on_submit" IN (0, 1))',
    '"short_date_format" TEXT NOT NULL',
    '"fields" TEXT NULL DEFAULT \'calories,protein_g,carbohydrate_g,fat_g,fiber_g\'',
    '"show_images" INTEGER NOT NULL DEFAULT 1 CHECK ("show_images" IN (0, 1))',
    '"show_others" INTEGER NOT NULL CHECK ("show_others" IN (0, 1))',
    '"system_colors" INTEGER NOT NULL CHECK ("system_colors" IN (0, 1))',
    '"automatic_backups" INTEGER NOT NULL DEFAULT 0 CHECK ("automatic_backups" IN (0, 1))',
    '"tabs" TEXT NOT NULL DEFAULT \'DiaryPage,GraphPage,FoodPage,WeightPage\'',
    '"target_weight" REAL NULL', '"limit" INTEGER NOT NULL DEFAULT 30',
    '"theme_mode" TEXT NOT NULL', '"backup_path" TEXT NULL', '"convert_weight" TEXT NULL',
    '"scrollable_tabs" INTEGER NOT NULL DEFAULT 1 CHECK ("scrollable_tabs" IN (0, 1))',
    '"compact_diary" INTEGER NOT NULL DEFAULT 1 CHECK ("compact_diary" IN (0, 1))',
    '"compact_weights" INTEGER NOT NULL DEFAULT 1 CHECK ("compact_weights" IN (0, 1))',
)
METADATA_COLUMNS = (
    '"build_number" INTEGER NOT NULL',
)

TABLES = (("foods", FOODS_COLUMNS), ("diaries", DIARIES_COLUMNS), ("weights", WEIGHTS_COLUMNS),
          ("settings", SETTINGS_COLUMNS), ("metadata", METADATA_COLUMNS))


def create_statements() -> tuple[str, ...]:
    """``createAll``: one ``CREATE TABLE IF NOT EXISTS`` per table, in order."""
    return tuple(f'CREATE TABLE IF NOT EXISTS "{name}" ({", ".join(cols)});' for name, cols in TABLES)


def column_names(table: str) -> tuple[str, ...]:
    """The column names of ``table`` in creation order."""
    cols = dict(TABLES)[table]
    return tuple(c.split('"')[1] for c in cols)
