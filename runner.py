"""Run a venus suite: ``python runner.py --suite venus [--agent oracle] [--output_dir DIR]``.

``python runner.py --help`` lists the flags.
"""

from absl import flags

from venus_tasks import cli

flags.adopt_module_key_flags(cli)

if __name__ == "__main__":
    cli.run()
